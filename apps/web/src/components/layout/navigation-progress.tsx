import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';

/** Spec, section 9: the loading bar finishes after 500 ms. */
export const PAGE_BAR_DURATION_MS = 500;

/** Fills across, then fades once full; it is left in place, invisible, until the next page. */
const fillThenFade = keyframes`
  0% { transform: scaleX(0); opacity: 1; }
  80% { transform: scaleX(1); opacity: 1; }
  100% { transform: scaleX(1); opacity: 0; }
`;

/**
 * The short bar across the top each time the site moves to a page (spec, section 2). A new page
 * remounts it (its key), which restarts the animation; a change of #tab on the same page does not.
 * The page the browser itself loaded has the browser's own progress, and gets no bar: it would
 * take frames from the phone while the app starts (docs/architecture.md, "Performance budgets").
 * It is for the eye only, so hidden from assistive technology; a slow page has the route's PageLoader.
 */
export function NavigationProgress() {
  const page = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  const [loadedPage] = useState(page);
  const [moved, setMoved] = useState(false);
  if (!moved && page !== loadedPage) setMoved(true);
  if (!moved && page === loadedPage) return null;

  return (
    <Box
      key={page}
      aria-hidden
      data-testid="page-progress"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 2,
        bgcolor: 'primary.main',
        transformOrigin: 'left',
        opacity: 0,
        pointerEvents: 'none',
        animation: `${fillThenFade} ${PAGE_BAR_DURATION_MS}ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    />
  );
}
