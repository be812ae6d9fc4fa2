import type { OwnerBike } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { attempt, useMyBikeMutation } from '../../my-bikes';

interface RemoveAdDialogProps {
  bike: OwnerBike | null;
  open: boolean;
  onClose: () => void;
}

/** Asks before an ad goes: removing it takes the bike off the classifieds (spec, section 4). */
export function RemoveAdDialog({ bike, open, onClose }: RemoveAdDialogProps) {
  const remove = useMyBikeMutation((id: string) => api.bikes.removeListing(id));

  const confirm = async () => {
    if (!bike || !(await attempt(remove.mutateAsync(bike.documentId)))) return;
    showToast('Removido com sucesso!', 'success');
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="remover-anuncio-titulo"
      aria-describedby="remover-anuncio-texto"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="remover-anuncio-titulo">Remover o anúncio?</DialogTitle>
      <DialogContent>
        <DialogContentText id="remover-anuncio-texto">
          O anúncio de «{bike?.nickName}» deixa de aparecer nos Classificados. A bicicleta continua registada em seu nome e pode
          voltar a anunciá-la quando quiser.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" disableElevation onClick={() => void confirm()} disabled={remove.isPending}>
          Remover anúncio
        </Button>
      </DialogActions>
    </Dialog>
  );
}
