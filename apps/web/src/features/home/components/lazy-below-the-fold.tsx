import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNearViewport } from '../../../lib/deferred-loading';
import { prefetchHomeLists } from '../home-blocks';

const BelowTheFold = lazy(() => import('./below-the-fold'));

/**
 * The lists below the fold (classifieds, blog, bike carousels, brands, testimonials) bring date
 * formatting, badges and cards the first screen does not need. They load as a separate chunk when
 * the visitor nears them, which keeps the first load of `/` light (docs/architecture.md, "Performance
 * budgets"). Their data starts loading at the same moment, not after the chunk: a visitor who
 * never scrolls down downloads neither.
 */
export function LazyBelowTheFold() {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (near) prefetchHomeLists(queryClient);
  }, [near, queryClient]);
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
