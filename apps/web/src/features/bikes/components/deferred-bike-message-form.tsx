import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { useNearViewport } from '../../../lib/deferred-loading';
import type { BikeMessageForm as Form } from './bike-message-form';
import { MessageFormTitle } from './message-form-title';

// formik, the message schema and MUI's text field are not part of a bike page's first screen.
const BikeMessageForm = lazy(() => import('./bike-message-form').then(({ BikeMessageForm }) => ({ default: BikeMessageForm })));

const OWNER_TITLE = 'Enviar mensagem ao dono';
/** The message box with its helper line and the 'Enviar' button, as the form lays them out. */
const FORM_BODY_HEIGHT = 216.5;

/** The form's title, and the height of the rest, until the form is there. */
function FormPlace({ title }: { title: string }) {
  return (
    <Stack>
      <MessageFormTitle title={title} />
      <Box sx={{ height: FORM_BODY_HEIGHT }} />
    </Stack>
  );
}

/**
 * The message form of a bike or classified page, loaded once the visitor nears it
 * (docs/architecture.md, "Performance budgets"): a screen ahead, in place before anyone reaches it.
 * Until the form is there its title holds its place, still: a spinner would repaint the page every
 * frame while the app starts, for a form few see before it has loaded.
 */
export function DeferredBikeMessageForm({ title = OWNER_TITLE, ...props }: Omit<ComponentProps<typeof Form>, 'title'> & { title?: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(spot);
  const place = <FormPlace title={title} />;
  return (
    <Box ref={spot}>
      {near || props.asked ? (
        <Suspense fallback={place}>
          <BikeMessageForm title={title} {...props} />
        </Suspense>
      ) : (
        place
      )}
    </Box>
  );
}
