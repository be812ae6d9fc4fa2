/**
 * The web app's security headers, defined once: the web server (server/app.ts: npm start, the
 * Docker image, the browser journeys) and `vite preview` send them. The CSP allows what the
 * built app really loads, nothing more.
 */
export interface SecurityHeaderOptions {
  /** VITE_API_URL: the CMS, for API calls, uploads with progress and its photos. */
  apiUrl: string;
  /** Google Maps (map blocks, address autocomplete) loads only when a key is set. */
  googleMaps: boolean;
}

/** Google's documented CSP for the Maps JavaScript API and Places. */
const GOOGLE_MAPS = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', "'unsafe-eval'", 'blob:'],
  'style-src': ['https://fonts.googleapis.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

export function contentSecurityPolicy({ apiUrl, googleMaps }: SecurityHeaderOptions): string {
  const api = new URL(apiUrl).origin;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Emotion (MUI) injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the carousel's inline loader image; blob: for a photo's preview before upload.
    'img-src': ["'self'", 'data:', 'blob:', api],
    // Fonts are self-hosted (@fontsource), never fetched from a CDN.
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", api],
    'frame-ancestors': ["'none'"],
  };
  if (googleMaps) {
    for (const [name, sources] of Object.entries(GOOGLE_MAPS)) {
      directives[name] = [...directives[name].filter((source) => source !== "'none'"), ...sources];
    }
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
