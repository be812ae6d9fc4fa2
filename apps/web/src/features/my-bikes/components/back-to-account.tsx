import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Link } from '../../../components/link';

const backStyle = { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, mb: 2 } as const;

/**
 * 'A Minha Conta': on the registration it goes back one page (spec, "Register bike"); with no
 * page to go back to, it is a plain link to the account's bikes.
 */
export function BackToAccount({ goBack = false }: { goBack?: boolean }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const back = (event: MouseEvent) => {
    if (!goBack || !canGoBack) return;
    event.preventDefault();
    router.history.back();
  };
  return (
    <Link to="/my-account" hash="minha_bicicleta" onClick={back} sx={backStyle}>
      <ArrowBackIcon fontSize="small" aria-hidden />A Minha Conta
    </Link>
  );
}
