import { MESSAGES, donationSchema, type DonationInput } from '@bicla/api-client';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { formatEuro } from '../../../lib/format';
import { submitOrWarn, textFieldProps } from '../../../lib/forms';

/** The form's own values: a number field is '' until something is typed. */
interface DonationValues {
  name: string;
  email: string;
  amount: number | '';
  message: string;
}

const EMPTY: DonationValues = { name: '', email: '', amount: '', message: '' };

export const DONATION_SENT_MESSAGE = 'Obrigado! O seu donativo foi registado.';

interface Pledge {
  name: string;
  email: string;
  amount: number;
}

/**
 * The donation pledge (docs/decisions/d10-open-defaults.md): name, email, an amount in euro and an optional message.
 * No payment is taken on the site; the CMS stores the pledge and emails a thank-you.
 */
export function DonationForm({ suggestedAmounts }: { suggestedAmounts: readonly number[] }) {
  const [pledged, setPledged] = useState<Pledge | null>(null);
  const pledge = useMutation({ mutationFn: (input: DonationInput) => api.publicPosts.donate(input) });
  const form = useFormik<DonationValues>({
    initialValues: EMPTY,
    validationSchema: donationSchema,
    onSubmit: async (values, { resetForm }) => {
      const input = donationSchema.cast(values);
      try {
        await pledge.mutateAsync(input);
      } catch {
        // The query client has shown the server's message; what was typed stays for another try.
        return;
      }
      showToast(DONATION_SENT_MESSAGE, 'success');
      setPledged({ name: input.name, email: input.email, amount: input.amount });
      resetForm();
    },
  });

  const field = (name: keyof DonationValues & string) => ({ ...textFieldProps(form, name, { idPrefix: 'donativo-' }), fullWidth: true });

  const chooseAmount = (amount: number) => {
    void form.setFieldValue('amount', amount);
    setPledged(null);
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => {
        event.preventDefault();
        void submitOrWarn(form, MESSAGES.sendFailed);
      }} spacing={1} aria-labelledby="donativo-titulo">
      <Typography id="donativo-titulo" variant="h4" component="h2">
        Faça o seu donativo
      </Typography>
      <Alert severity="info" role="note" sx={{ my: 1 }}>
        Ainda não recebemos pagamentos no site. O formulário regista o seu compromisso e enviamos-lhe
        um e-mail de agradecimento com as indicações para concretizar o donativo.
      </Alert>
      {pledged && (
        <Alert severity="success" role="status" onClose={() => setPledged(null)}>
          Obrigado, {pledged.name}! Registámos o seu donativo de {formatEuro(pledged.amount)}. Enviámos um e-mail
          para {pledged.email} com os próximos passos.
        </Alert>
      )}

      {suggestedAmounts.length > 0 && (
        <Stack spacing={1} role="group" aria-labelledby="donativo-sugeridos" sx={{ pt: 1, pb: 2 }}>
          <Typography id="donativo-sugeridos" variant="subtitle2" color="text.secondary">
            Valores sugeridos
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {suggestedAmounts.map((amount) => {
              const selected = form.values.amount === amount;
              return (
                <Chip
                  key={amount}
                  label={formatEuro(amount)}
                  clickable
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => chooseAmount(amount)}
                  sx={{ fontWeight: 600, px: 1 }}
                />
              );
            })}
          </Stack>
        </Stack>
      )}

      <TextField
        {...field('amount')}
        label="Valor do donativo"
        type="number"
        required
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          htmlInput: { min: 1, step: 0.01, inputMode: 'decimal' },
        }}
      />
      <TextField {...field('name')} label="Nome" autoComplete="name" required />
      <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" required />
      <TextField {...field('message')} label="Mensagem (opcional)" multiline minRows={3} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disableElevation
        disabled={form.isSubmitting}
        startIcon={<VolunteerActivismOutlinedIcon aria-hidden />}
      >
        Registar donativo
      </Button>
    </Stack>
  );
}
