import { bikePageMessageSchema, messageSchema, type MessageInput } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { useIsLoggedIn } from '../../../lib/session';
import { messageQueries } from '../../messages';
import { bikeQueries } from '../api';
import { MessageFormTitle } from './message-form-title';

interface BikeMessageFormProps {
  /** The bike's documentId. */
  bike: string;
  /** The classified and the public bike page word the empty-message error differently (spec, section 5). */
  variant: 'classified' | 'bike';
  title: string;
  /** The visitor asked for the form (its link): the caret goes to the message once it is there. */
  asked?: boolean;
}

/**
 * A first message to a bike's owner (docs/decisions/d7-messages.md). Hidden on one's own bike; a visitor who sends
 * is taken to /login (spec, "Classified detail").
 */
export function BikeMessageForm({ bike, variant, title, asked = false }: BikeMessageFormProps) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: myBikes } = useQuery({ ...bikeQueries.mine(), enabled: loggedIn });
  const send = useMutation({
    mutationFn: (input: MessageInput) => api.messages.send(input),
    onSuccess: () => {
      showToast('Mensagem enviada com sucesso!', 'success');
      void queryClient.invalidateQueries({ queryKey: messageQueries.all });
    },
  });
  const form = useFormik({
    initialValues: { bike, message: '' },
    validationSchema: variant === 'classified' ? messageSchema : bikePageMessageSchema,
    onSubmit: async (values, { resetForm }) => {
      if (!loggedIn) {
        await navigate({ to: '/login' });
        return;
      }
      await send.mutateAsync({ bike: values.bike, message: values.message.trim() });
      resetForm();
    },
  });

  if (myBikes?.some((own) => own.documentId === bike)) return null;

  const fieldId = `message-${bike}`;
  const error = form.touched.message ? form.errors.message : undefined;
  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2} aria-labelledby={`${fieldId}-title`}>
      <MessageFormTitle id={`${fieldId}-title`} title={title} />
      <TextField
        id={fieldId}
        name="message"
        label="Mensagem"
        // Four rows, fixed: a box that grows with its text measures the page's layout as it
        // mounts, which a phone pays for while the page starts (docs/architecture.md, "Performance budgets").
        multiline
        rows={4}
        // Asked for before the form had loaded: the caret lands here as it appears.
        autoFocus={asked}
        value={form.values.message}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" disableElevation disabled={form.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Enviar
      </Button>
    </Stack>
  );
}
