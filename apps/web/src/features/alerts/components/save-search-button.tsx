import type { SavedSearchFilters } from '@bicla/api-client';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useCreateAlert } from '../api';
import { useLoginFirst } from '../login-first';

/** True when at least one filter narrows the list: a search of everything is not worth an email. */
function hasFilter(filters: SavedSearchFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}

/** 'Guardar pesquisa' on the classifieds: the list's filters become a daily digest of new ads. */
export function SaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  const save = useCreateAlert('Pesquisa guardada. Receberá um email por dia com os novos anúncios.');
  const loginFirst = useLoginFirst();

  return (
    <Button
      variant="outlined"
      startIcon={<NotificationsActiveOutlinedIcon aria-hidden />}
      disabled={!hasFilter(filters) || save.isPending}
      onClick={() => loginFirst(() => save.mutate({ kind: 'search', filters }))}
    >
      Guardar pesquisa
    </Button>
  );
}
