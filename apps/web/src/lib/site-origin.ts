import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/** The web server's render (entry-server.tsx) names the origin it renders for; it has no window. */
export const SiteOriginProvider = SiteOriginContext.Provider;

/** The site's origin, for the addresses people share. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
