import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';

/**
 * An unknown content slug goes back one page (spec, section 8); a visitor who arrived here
 * first, with nowhere to go back to, gets the 404 page (docs/decisions/d10-open-defaults.md).
 */
export function GoBackOrNotFound() {
  const router = useRouter();
  const canGoBack = router.history.canGoBack();

  useEffect(() => {
    if (canGoBack) router.history.back();
  }, [canGoBack, router]);

  return canGoBack ? <PageLoader /> : <NotFound />;
}
