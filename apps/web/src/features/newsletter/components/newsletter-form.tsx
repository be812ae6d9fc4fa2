import { newsletterSchema, type NewsletterInput } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useSubscribeNewsletter } from '../api';
import { NEWSLETTER_FORM_HEIGHT } from './newsletter-form-height';

/** From the spec's success messages (section 8). */
export const NEWSLETTER_SUCCESS = 'Sucesso!';

const initialValues: NewsletterInput = { email: '' };

/** The signup's field and button; NewsletterSignup shows the heading that names the form. */
export default function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const subscribe = useSubscribeNewsletter();

  const formik = useFormik<NewsletterInput>({
    initialValues,
    validationSchema: newsletterSchema,
    onSubmit: async ({ email }, { resetForm }) => {
      try {
        await subscribe.mutateAsync(email.trim());
      } catch {
        // The mutation cache has shown the server's message; the address stays for a correction.
        return;
      }
      showToast(NEWSLETTER_SUCCESS, 'success');
      resetForm();
    },
  });

  const error = formik.touched.email ? formik.errors.email : undefined;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={formik.handleSubmit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        name="email"
        type="email"
        label="Endereço de e-mail"
        autoComplete="email"
        variant="filled"
        size="small"
        fullWidth
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error}
        sx={{
          '& .MuiFilledInput-root, & .MuiFilledInput-root:hover, & .MuiFilledInput-root.Mui-focused': {
            bgcolor: 'common.white',
            borderRadius: 1,
            overflow: 'hidden',
          },
          // The theme's red is too dark to read on the footer's green.
          '& .MuiFormHelperText-root.Mui-error': { color: '#FFCDD2', mx: 0 },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disableElevation
        disabled={subscribe.isPending}
        sx={{
          flexShrink: 0,
          height: NEWSLETTER_FORM_HEIGHT,
          bgcolor: 'common.white',
          color: 'primary.dark',
          '&:hover': { bgcolor: '#E8F5E9' },
        }}
      >
        Subscrever
      </Button>
    </Box>
  );
}
