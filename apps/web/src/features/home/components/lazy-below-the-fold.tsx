import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/** Start loading the lists a screen or so before the visitor scrolls to them. */
const LOOKAHEAD = '800px 0px';

/**
 * The lists below the fold (classifieds, blog, bike carousels, brands, testimonials) bring date
 * formatting, badges and cards the first screen does not need. They load as a separate chunk when
 * the visitor nears them, which keeps the first load of `/` light (ARCHITECTURE.md, performance
 * budgets). Their data is already being fetched by the route's loader.
 */
export function LazyBelowTheFold() {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel);
  return (
    <>
      <div ref={sentinel} />
      {near && (
        <Suspense fallback={null}>
          <BelowTheFold />
        </Suspense>
      )}
    </>
  );
}

function useNearViewport(target: React.RefObject<HTMLElement | null>): boolean {
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}
