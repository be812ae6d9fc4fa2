import { loginSchema } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { Link } from '../../../components/link';
import { api } from '../../../lib/api';
import { startSession } from '../../../lib/session';
import { accountQueries } from '..';
import { PasswordField } from '../components/password-field';
import { textFieldProps } from '../../../lib/forms';

interface Credentials {
  identifier: string;
  password: string;
}

/**
 * Email and password (spec, section 5). A refusal's toast is the server's own Portuguese message:
 * 'Identificador ou senha inválido', or why an unconfirmed or blocked account cannot log in.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Outside formik's values: the shared schema refuses fields it does not know.
  const [remember, setRemember] = useState(false);
  const login = useMutation({
    mutationFn: ({ identifier, password }: Credentials) => api.account.login(identifier.trim(), password),
  });

  const form = useFormik<Credentials>({
    initialValues: { identifier: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      let session;
      try {
        session = await login.mutateAsync(values);
      } catch {
        return; // the query client has already shown the server's message
      }
      startSession(session.jwt, { remember });
      queryClient.setQueryData(accountQueries.me().queryKey, session.user);
      showToast('Login com sucesso', 'success');
      await navigate({ to: '/my-account', hash: 'perfil' });
    },
  });

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} aria-label="Entrar" spacing={1}>
      <TextField {...textFieldProps(form, 'identifier')} label="Email" type="email" autoComplete="email" />
      <PasswordField {...textFieldProps(form, 'password')} label="Palavra-passe" autoComplete="current-password" />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label="Lembrar-me"
        />
        {/* Right-aligned, also when a narrow screen puts it on a line of its own. */}
        <Link to="/forgot-password" sx={{ ml: 'auto' }}>
          Esqueceu-se da palavra-passe?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disableElevation disabled={form.isSubmitting} sx={{ mt: 1 }}>
        Entrar
      </Button>
    </Stack>
  );
}
