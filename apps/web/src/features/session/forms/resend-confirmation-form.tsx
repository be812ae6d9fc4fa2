import { forgotPasswordSchema } from '@bicla/api-client';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { textFieldProps } from '../../../lib/forms';

/**
 * /verify: where the confirmation went and a way to send it again, then on to /login. Reached
 * without the address (a bookmark, a new tab), it asks for it instead of showing it.
 */
export function ResendConfirmationForm({ email: given }: { email: string | undefined }) {
  // An address edited into the URL by hand is asked for again rather than shown.
  const email = given && forgotPasswordSchema.isValidSync({ email: given }) ? given : undefined;
  const navigate = useNavigate();
  const resend = useMutation({ mutationFn: (address: string) => api.account.resendConfirmation(address) });
  const form = useFormik({
    initialValues: { email: email ?? '' },
    // The same single email field as the forgot-password form, with the same messages.
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values) => {
      try {
        await resend.mutateAsync(values.email.trim());
      } catch {
        return; // the query client has already shown the server's message
      }
      showToast('Verificação enviada com sucesso.', 'success');
      await navigate({ to: '/login' });
    },
  });

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} aria-label="Reenviar confirmação" spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40, flexShrink: 0 }} aria-hidden />
        <Typography>
          {email ? (
            <>
              Enviámos uma ligação de confirmação para{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {email}
              </Box>
              . Abra-a para ativar a sua conta.
            </>
          ) : (
            'Enviámos uma ligação de confirmação para o seu endereço de e-mail. Abra-a para ativar a sua conta.'
          )}
        </Typography>
      </Box>
      <Typography color="text.secondary">
        Não encontra a mensagem? Verifique a pasta de SPAM (correio não solicitado) ou peça-nos que a enviemos de novo.
      </Typography>
      {!email && <TextField {...textFieldProps(form, 'email')} label="Email" type="email" autoComplete="email" />}
      <Button type="submit" variant="contained" size="large" disableElevation disabled={form.isSubmitting}>
        Reenviar email de confirmação
      </Button>
    </Stack>
  );
}
