import { signUpFormSchema, type City, type RegistrationInput } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { CityField } from '../components/city-field';
import { PasswordField } from '../components/password-field';
import { PrivacyPolicyDialog } from '../components/privacy-policy-dialog';
import { fieldError, preventEnterSubmit, textFieldProps } from '../../../lib/forms';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  city: string;
  terms: boolean;
}

const EMPTY: SignUpValues = { name: '', email: '', password: '', passwordConfirmation: '', city: '', terms: false };

/**
 * Registration (spec, section 5). The account waits for its email to be confirmed, so success
 * leads to /verify. A taken email comes back from the CMS as 'Nome de usuário existente', which
 * the query client shows as a toast.
 */
export function SignUpForm({ cities }: { cities: City[] }) {
  const navigate = useNavigate();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const register = useMutation({ mutationFn: (input: RegistrationInput) => api.account.register(input) });

  const form = useFormik<SignUpValues>({
    initialValues: EMPTY,
    validationSchema: signUpFormSchema,
    onSubmit: async ({ name, email, password, city }) => {
      const address = email.trim().toLowerCase();
      try {
        await register.mutateAsync({ username: address, email: address, password, name: name.trim(), city });
      } catch {
        return; // the query client has already shown the server's message
      }
      showToast('Conta criada com sucesso.', 'success');
      await navigate({ to: '/verify', search: { email: address } });
    },
  });
  const termsError = fieldError(form, 'terms');

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} onKeyDown={preventEnterSubmit} aria-label="Registo" spacing={1}>
      <TextField {...textFieldProps(form, 'name')} label="Nome" autoComplete="name" />
      <TextField {...textFieldProps(form, 'email')} label="Email" type="email" autoComplete="email" />
      <PasswordField {...textFieldProps(form, 'password')} label="Palavra-passe" autoComplete="new-password" />
      <PasswordField
        {...textFieldProps(form, 'passwordConfirmation')}
        label="Confirmação da palavra-passe"
        autoComplete="new-password"
      />
      <CityField
        cities={cities}
        value={form.values.city}
        onChange={(name) => void form.setFieldValue('city', name)}
        onBlur={() => void form.setFieldTouched('city', true)}
        error={fieldError(form, 'city')}
      />
      <FormControl error={Boolean(termsError)}>
        <FormControlLabel
          control={
            <Checkbox
              name="terms"
              checked={form.values.terms}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              slotProps={{ input: { 'aria-describedby': 'terms-helper' } }}
            />
          }
          label={
            <>
              Li e aceito os{' '}
              <MuiLink href="/terms-of-use" target="_blank" rel="noopener" underline="always">
                termos de utilização
              </MuiLink>{' '}
              e a{' '}
              <MuiLink
                component="button"
                type="button"
                underline="always"
                onClick={() => setPrivacyOpen(true)}
                sx={{ verticalAlign: 'baseline' }}
              >
                política de privacidade
              </MuiLink>
            </>
          }
        />
        <FormHelperText id="terms-helper">{termsError ?? ' '}</FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained" size="large" disableElevation disabled={form.isSubmitting}>
        Registar
      </Button>
      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </Stack>
  );
}
