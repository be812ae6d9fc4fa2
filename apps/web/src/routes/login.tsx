import { createFileRoute } from '@tanstack/react-router';
import { redirectIfLoggedIn } from '../lib/session';

export const Route = createFileRoute('/login')({
  beforeLoad: redirectIfLoggedIn,
});
