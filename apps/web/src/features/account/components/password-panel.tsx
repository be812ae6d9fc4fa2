import { changePasswordSchema, MESSAGES, PASSWORD_MIN_LENGTH, type ChangePasswordInput } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { isSessionRemembered, startSession } from '../../../lib/session';
import { PasswordField } from '../../session';
import { textFieldProps } from '../../../lib/forms';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

/** #redefinir_senha: change the password (spec, section 5). */
export function PasswordPanel() {
  const change = useMutation({
    mutationFn: (input: ChangePasswordInput) => api.account.changePassword(input),
    meta: { errorMessage: MESSAGES.account.changeFailed },
    onSuccess: ({ jwt }) => {
      // The CMS answers with a fresh token; keep the session as long-lived as the person chose at login.
      startSession(jwt, { remember: isSessionRemembered() });
      showToast('Senha atualizada com sucesso', 'success');
    },
  });
  const form = useFormik<ChangePasswordInput>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        await change.mutateAsync(values);
        resetForm();
      } catch {
        // The mutation cache has shown 'Falha na atualização da senha' or the server's reason.
      }
    },
  });

  return (
    <Paper component="section" aria-labelledby="senha-titulo" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id="senha-titulo" variant="h3" component="h2" gutterBottom>
        Redefinir senha
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Escolha uma senha nova com pelo menos {PASSWORD_MIN_LENGTH} caracteres.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        sx={{ display: 'grid', gap: 1, maxWidth: 480 }}
      >
        <PasswordField {...textFieldProps(form, 'currentPassword')} label="Senha antiga" required autoComplete="current-password" />
        <PasswordField {...textFieldProps(form, 'password')} label="Nova senha" required autoComplete="new-password" />
        <PasswordField
          {...textFieldProps(form, 'passwordConfirmation')}
          label="Confirmar senha"
         
          required
          autoComplete="new-password"
        />
        <Box sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" disableElevation disabled={form.isSubmitting}>
            Atualizar senha
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
