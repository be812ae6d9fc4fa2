import { transferClaimSchema } from '@bicla/api-client';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { bikeQueries } from '../../bikes';
import { textFieldProps } from '../../../lib/forms';

interface ClaimTransferDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Transferência de bicicleta': the new owner enters the code the previous owner sent
 * (docs/decisions/d4-ownership-transfer.md). The server checks the code and the email; an unknown code answers 'Código de autenticação
 * inválido', which the mutation cache shows.
 */
export function ClaimTransferDialog({ open, onClose }: ClaimTransferDialogProps) {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: (code: string) => api.transfers.claim(code),
    onSuccess: async () => {
      showToast('A bicicleta foi transferida para a sua conta!', 'success');
      await queryClient.invalidateQueries({ queryKey: bikeQueries.mine().queryKey });
    },
  });
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: transferClaimSchema,
    onSubmit: async ({ code }, { resetForm }) => {
      try {
        await claim.mutateAsync(code.trim());
        resetForm();
        onClose();
      } catch {
        // The toast is shown; the code stays so a typo can be fixed.
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="transferencia-titulo" fullWidth maxWidth="xs">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="transferencia-titulo">Transferência de bicicleta</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Recebeu um código de autenticação do dono anterior? Introduza-o para passar a bicicleta para a sua conta.
            Tem de ter sessão iniciada com o email para onde a transferência foi enviada.
          </DialogContentText>
          <TextField
            {...textFieldProps(form, 'code')}
            label="Código de autenticação"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disableElevation disabled={form.isSubmitting}>
            Receber bicicleta
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
