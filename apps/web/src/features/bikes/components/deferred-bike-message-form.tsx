import Box from '@mui/material/Box';
import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { PanelPlace } from '../../../components/panel-loader';
import { useNearViewport } from '../../../lib/deferred-loading';
import type { BikeMessageForm as Form } from './bike-message-form';

// formik, the message schema and MUI's text field are not part of a bike page's first screen.
const BikeMessageForm = lazy(() => import('./bike-message-form').then(({ BikeMessageForm }) => ({ default: BikeMessageForm })));

/**
 * The message form of a bike or classified page, loaded once the visitor nears it
 * (docs/architecture.md, "Performance budgets"): a screen ahead, in place before anyone reaches it.
 * Its place is kept still until the form is there: a spinner would repaint the page every frame
 * while the app starts, for a form few see before it has loaded.
 */
export function DeferredBikeMessageForm(props: ComponentProps<typeof Form>) {
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot);
  return (
    <Box ref={spot}>
      {near || props.asked ? (
        <Suspense fallback={<PanelPlace />}>
          <BikeMessageForm {...props} />
        </Suspense>
      ) : (
        <PanelPlace />
      )}
    </Box>
  );
}
