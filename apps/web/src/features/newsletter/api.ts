import { MESSAGES } from '@bicla/api-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * The footer's signup. A refusal becomes a toast through the query client's mutation cache with
 * the server's message: a duplicate is a 400 saying 'Erro! E-mail já existe!' (spec, section 8).
 * Without a message from the server (no connection), the toast says the form was not sent.
 */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (email: string) => api.publicPosts.subscribe(email),
    meta: { errorMessage: MESSAGES.sendFailed },
  });
}
