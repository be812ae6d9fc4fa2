import { forgotPasswordSchema } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { textFieldProps } from '../../../lib/forms';

/** Asks the CMS to email a reset link; a failure's own message is the toast (spec, section 8). */
export function ForgotPasswordForm() {
  const forgot = useMutation({ mutationFn: (email: string) => api.account.forgotPassword(email) });
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }, { resetForm }) => {
      try {
        await forgot.mutateAsync(email.trim());
      } catch {
        return; // the query client has already shown the error
      }
      showToast('O link de redefinição de senha foi enviado para o e-mail', 'success');
      resetForm();
    },
  });

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} aria-label="Recuperar palavra-passe" spacing={1}>
      <TextField {...textFieldProps(form, 'email')} label="Email" type="email" autoComplete="email" />
      <Button type="submit" variant="contained" size="large" disableElevation disabled={form.isSubmitting}>
        Fazer reset à password
      </Button>
    </Stack>
  );
}
