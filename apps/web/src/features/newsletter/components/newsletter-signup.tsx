import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef } from 'react';
import { useNearViewport } from '../../../lib/deferred-loading';
import { NEWSLETTER_FORM_HEIGHT } from './newsletter-form-height';

// formik, the schema and MUI's text field are for visitors who reach the footer, not the first screen.
const NewsletterForm = lazy(() => import('./newsletter-form'));

/** The footer's newsletter signup (spec, sections 2 and 5), on the footer's dark green. */
export function NewsletterSignup() {
  const headingId = useId();
  const section = useRef<HTMLDivElement>(null);
  const near = useNearViewport(section);
  const reservedRow = <Box sx={{ height: NEWSLETTER_FORM_HEIGHT }} />;

  return (
    <Box ref={section}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', opacity: 0.7, mb: 1.5 }}
      >
        Newsletter
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mb: 2 }}>
        Receba as novidades do registo e os alertas de bicicletas roubadas no seu e-mail.
      </Typography>
      {near ? (
        <Suspense fallback={reservedRow}>
          <NewsletterForm labelledBy={headingId} />
        </Suspense>
      ) : (
        reservedRow
      )}
    </Box>
  );
}
