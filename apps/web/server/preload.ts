import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** What a route's page needs beyond the entry: its scripts, and the stylesheets they bring. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

const NONE: RouteAssets = { scripts: [], styles: [] };

/**
 * The chunks each route's page needs beyond the entry, from Vite's manifest: the router's
 * code-split component (`src/routes/<file>?tsr-split=component`) and everything it imports
 * statically, with their CSS (Vite would otherwise add a chunk's stylesheet only once the chunk
 * is asked for). Preloading them in the HTML turns the load waterfall into one parallel round.
 */
export function routeChunks(distDir: string): (routeFile: string | null) => RouteAssets {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => NONE;
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

  const byRoute = new Map<string, RouteAssets>();
  return (routeFile) => {
    if (!routeFile) return NONE;
    let assets = byRoute.get(routeFile);
    if (!assets) {
      const own = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}?`));
      const chunks = [...closure(own)].filter((key) => !inEntry.has(key)).map((key) => manifest[key]);
      assets = { scripts: chunks.map((chunk) => chunk.file), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
      byRoute.set(routeFile, assets);
    }
    return assets;
  };
}
