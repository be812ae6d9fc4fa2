import { messageSchema, type MessageInput } from '@bicla/api-client';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { messageQueries } from '../../messages';
import { textFieldProps } from '../../../lib/forms';

interface ReplyFormProps {
  /** The bike's documentId. */
  bike: string;
  /** The other party's user id: a reply goes to them (docs/decisions/d7-messages.md). */
  reciever: number;
}

/** A reply inside a conversation; the new message appears once the conversation reloads. */
export function ReplyForm({ bike, reciever }: ReplyFormProps) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (input: MessageInput) => api.messages.send(input),
    onSuccess: async () => {
      showToast('Mensagem enviada com sucesso!', 'success');
      await queryClient.invalidateQueries({ queryKey: messageQueries.all });
    },
  });
  const form = useFormik({
    initialValues: { bike, reciever, message: '' },
    validationSchema: messageSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        await send.mutateAsync({ ...values, message: values.message.trim() });
        resetForm();
      } catch {
        // The toast is shown; the text stays so it can be sent again.
      }
    },
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Responder" sx={{ mt: 3 }}>
      <TextField
        {...textFieldProps(form, 'message')}
        label="Resposta"
        required
        multiline
        minRows={3}
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        disableElevation
        endIcon={<SendIcon aria-hidden />}
        disabled={form.isSubmitting}
        sx={{ mt: 1 }}
      >
        Enviar
      </Button>
    </Box>
  );
}
