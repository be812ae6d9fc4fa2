import { MESSAGES } from '@bicla/api-client';
import type { FormikProps } from 'formik';
import { enqueueSnackbar } from 'notistack';
import type { FormEvent } from 'react';

/**
 * Submits a formik form the way the spec's public forms behave (section 8): every field's
 * message shows, and an invalid submit also says 'Erro ao enviar dados' in a toast.
 */
export async function submitWithFeedback<Values>(form: FormikProps<Values>, event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const errors = await form.validateForm();
  if (Object.keys(errors).length > 0) enqueueSnackbar(MESSAGES.sendFailed, { variant: 'error' });
  // Marks every field touched, so each message shows, and sends only a valid form.
  await form.submitForm();
}
