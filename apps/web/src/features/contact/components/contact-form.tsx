import { MESSAGES, contactSchema, type ContactInput } from '@bicla/api-client';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { submitOrWarn, textFieldProps } from '../../../lib/forms';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** Success text from the spec's catalogue (section 8). */
export const CONTACT_SENT_MESSAGE = 'Mensagem enviada com sucesso!';

/** The /contact form (spec, section 5): name, email, subject and message, checked on blur and on submit. */
export function ContactForm() {
  const send = useMutation({ mutationFn: (input: ContactInput) => api.publicPosts.contact(input) });
  const form = useFormik<ContactInput>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        await send.mutateAsync(contactSchema.cast(values));
      } catch {
        // The query client has shown the server's message; what was typed stays for another try.
        return;
      }
      showToast(CONTACT_SENT_MESSAGE, 'success');
      resetForm();
    },
  });

  const field = (name: keyof ContactInput & string) => ({ ...textFieldProps(form, name, { idPrefix: 'contacto-' }), fullWidth: true });

  return (
    <Stack component="form" noValidate onSubmit={(event) => {
        event.preventDefault();
        void submitOrWarn(form, MESSAGES.sendFailed);
      }} spacing={1} aria-labelledby="contacto-titulo">
      <Typography id="contacto-titulo" variant="h4" component="h2" sx={{ mb: 1 }}>
        Envie-nos uma mensagem
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField {...field('name')} label="Nome" autoComplete="name" required />
        <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" required />
      </Stack>
      <TextField {...field('subject')} label="Assunto" required />
      <TextField {...field('message')} label="Mensagem" multiline minRows={5} required />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disableElevation
        disabled={form.isSubmitting}
        endIcon={<SendOutlinedIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Enviar mensagem
      </Button>
    </Stack>
  );
}
