import Box from '@mui/material/Box';
import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { PanelLoader } from '../../../components/panel-loader';
import { useBrowserIdle, useNearViewport } from '../../../lib/deferred-loading';
import type { BikeMessageForm as Form } from './bike-message-form';

// formik, the message schema and MUI's text field are not part of a bike page's first screen.
const BikeMessageForm = lazy(() => import('./bike-message-form').then(({ BikeMessageForm }) => ({ default: BikeMessageForm })));

/**
 * The message form of a bike or classified page, loaded once the browser is idle or the visitor
 * nears it (docs/architecture.md, "Performance budgets"): in place well before anyone scrolls to it.
 */
export function DeferredBikeMessageForm(props: ComponentProps<typeof Form>) {
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot);
  const idle = useBrowserIdle();
  return (
    <Box ref={spot}>
      {near || idle ? (
        <Suspense fallback={<PanelLoader />}>
          <BikeMessageForm {...props} />
        </Suspense>
      ) : (
        <PanelLoader />
      )}
    </Box>
  );
}
