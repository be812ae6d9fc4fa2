import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useIsLoggedIn } from '../../../lib/session';
import { alertQueries, useCreateAlert, useRemoveAlert } from '../api';
import { useLoginFirst } from '../login-first';

interface FavouriteToggleProps {
  /** The bike's documentId. */
  bike: string;
  sx?: SxProps<Theme>;
}

/** The heart of an ad: keeps it in 'Favoritos', so its owner's sale, withdrawal or theft is emailed. */
export function FavouriteToggle({ bike, sx }: FavouriteToggleProps) {
  const loggedIn = useIsLoggedIn();
  // Every heart on a page reads the same query; a visitor has no alerts to ask for.
  const { data: alerts, isLoading } = useQuery({ ...alertQueries.mine(), enabled: loggedIn });
  const favourite = alerts?.find((alert) => alert.kind === 'favourite' && alert.bike?.documentId === bike);
  const add = useCreateAlert('Anúncio guardado nos favoritos. Será avisado se for vendido, retirado ou dado como roubado.');
  const remove = useRemoveAlert('Anúncio removido dos favoritos');
  const loginFirst = useLoginFirst();

  const toggle = () =>
    loginFirst(() => {
      if (favourite) remove.mutate(favourite.documentId);
      else add.mutate({ kind: 'favourite', bike });
    });

  return (
    <IconButton
      aria-label={favourite ? 'Remover dos favoritos' : 'Guardar nos favoritos'}
      onClick={toggle}
      // Until the alerts arrive, an empty heart could be a kept ad: a click would keep it twice.
      disabled={isLoading || add.isPending || remove.isPending}
      sx={sx}
    >
      {favourite ? <FavoriteIcon color="error" aria-hidden /> : <FavoriteBorderIcon aria-hidden />}
    </IconButton>
  );
}
