import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The chunks each route's page needs beyond the entry, from Vite's manifest: the router's
 * code-split component (`src/routes/<file>?tsr-split=component`) and everything it imports
 * statically. Preloading them in the HTML turns the load waterfall into one parallel round.
 */
export function routeChunks(distDir: string): (routeFile: string | null) => string[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // The entry's static imports are in index.html already (Vite writes their modulepreload links).
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const inEntry = closure(entryKeys);

  const byRoute = new Map<string, string[]>();
  return (routeFile) => {
    if (!routeFile) return [];
    let files = byRoute.get(routeFile);
    if (!files) {
      const own = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}?`));
      files = [...closure(own)].filter((key) => !inEntry.has(key)).map((key) => manifest[key].file);
      byRoute.set(routeFile, files);
    }
    return files;
  };
}
