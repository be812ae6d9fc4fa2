import { resetPasswordSchema, type ResetPasswordInput } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { PasswordField } from '../components/password-field';
import { textFieldProps } from '../../../lib/forms';

/**
 * A new password for the account whose emailed link carried `code`. The CMS refuses a wrong or
 * expired code with 'Falha na redefinição de senha'. Success leads to /login (spec, section 2),
 * where the user proves the new password once.
 */
export function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const reset = useMutation({ mutationFn: (input: ResetPasswordInput) => api.account.resetPassword(input) });
  const form = useFormik<ResetPasswordInput>({
    initialValues: { code, password: '', passwordConfirmation: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      try {
        await reset.mutateAsync(values);
      } catch {
        return; // the query client has already shown the server's message
      }
      showToast('Senha atualizada com sucesso', 'success');
      await navigate({ to: '/login' });
    },
  });

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} aria-label="Redefinir palavra-passe" spacing={1}>
      <PasswordField {...textFieldProps(form, 'password')} label="Nova palavra-passe" autoComplete="new-password" />
      <PasswordField
        {...textFieldProps(form, 'passwordConfirmation')}
        label="Confirmar nova palavra-passe"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disableElevation disabled={form.isSubmitting}>
        Guardar nova palavra-passe
      </Button>
    </Stack>
  );
}
