import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { endSession } from '../../../lib/session';

interface DeleteAccountDialogProps {
  open: boolean;
  /** The account's email, which the person types to confirm. */
  email: string;
  onClose: () => void;
}

const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/** Deleting cannot be undone, so it asks for the account's email before it acts (docs/decisions/d6-privacy.md). */
export function DeleteAccountDialog({ open, email, onClose }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.account.deleteMe(),
    onSuccess: async () => {
      showToast('A sua conta foi eliminada.', 'success');
      // Leave the account screen first, so nothing on it asks for the deleted account's data.
      await navigate({ to: '/' });
      endSession();
      queryClient.clear();
    },
  });
  const confirmed = sameEmail(typed, email);
  const close = () => {
    if (remove.isPending) return;
    setTyped('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="eliminar-conta-titulo" aria-describedby="eliminar-conta-texto">
      <DialogTitle id="eliminar-conta-titulo">Eliminar a minha conta</DialogTitle>
      <DialogContent>
        <DialogContentText id="eliminar-conta-texto" sx={{ mb: 2 }}>
          Esta ação é definitiva. A sua conta e os seus dados pessoais são apagados e a sessão termina. As bicicletas
          que registou ficam no registo sem dono. Se quiser guardar uma cópia, descarregue primeiro os seus dados.
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>
          Para confirmar, escreva o email da sua conta: <strong>{email}</strong>
        </DialogContentText>
        <TextField
          id="eliminar-conta-email"
          label="Email da conta"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          disableElevation
          disabled={!confirmed || remove.isPending}
          onClick={() => remove.mutate()}
        >
          Eliminar conta
        </Button>
      </DialogActions>
    </Dialog>
  );
}
