import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/deferred-loading';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/**
 * The lists below the fold (classifieds, blog, bike carousels, brands, testimonials) bring date
 * formatting, badges and cards the first screen does not need. They load as a separate chunk when
 * the visitor nears them, which keeps the first load of `/` light (docs/architecture.md, "Performance
 * budgets"). Their data starts loading once the browser is idle (routes/index.tsx).
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
