import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { endSession } from './session';

/**
 * 'Sair' (spec, section 4): removes the token cookie and goes to /login. The cache is cleared
 * after the page has left, so nothing the user saw (profile, inbox, bikes) survives for the next
 * person on this browser, and the page being left does not refetch its data without a token.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    endSession();
    await navigate({ to: '/login' });
    queryClient.clear();
  }, [navigate, queryClient]);
}
