import { lazy, startTransition, useEffect, useState, type ComponentType, type RefObject } from 'react';

/*
 * Code the first screen does not need loads as a chunk of its own, once the visitor nears it or
 * reaches for it: never while the first screen is still settling, and never for a visitor who
 * does not scroll that far (docs/architecture.md, "Performance budgets").
 */

/**
 * React.lazy with a `preload` to call on the visitor's intent (pointer over, focus), so a popup
 * that loads on its first opening is usually there by the click.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return Object.assign(lazy(load), { preload: () => void load() });
}

/** How far ahead of the viewport a deferred part starts loading: a screen or so. */
export const NEAR_VIEWPORT_LOOKAHEAD = '800px 0px';

/**
 * Shows the deferred part as a transition: its render yields to the browser every few
 * milliseconds instead of holding the main thread for the whole part.
 */
function reveal(setShown: (shown: boolean) => void) {
  startTransition(() => setShown(true));
}

/**
 * Whether `target` is within the lookahead of the viewport; stays true once it was. A part below
 * the fold of a page just opened waits for the visitor's first scroll: one who never scrolls
 * never pays for it, and it never loads while the first screen starts.
 */
export function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for; the web
  // server's render (no window) leaves what is out of view to the browser.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const revealOnScroll = () => reveal(setNear);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((each) => each.isIntersecting);
        if (!entry) return;
        const belowTheFold = window.scrollY === 0 && entry.boundingClientRect.top >= window.innerHeight;
        if (belowTheFold) window.addEventListener('scroll', revealOnScroll, { once: true, passive: true });
        else reveal(setNear);
      },
      { rootMargin: NEAR_VIEWPORT_LOOKAHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', revealOnScroll);
    };
  }, [near, target]);
  return near;
}
