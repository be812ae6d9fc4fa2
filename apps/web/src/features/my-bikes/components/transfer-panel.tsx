import { transferStartSchema } from '@bicla/api-client';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { api } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import type { MyBike } from '../api';
import { attempt, useMyBikeMutation } from '../mutations';
import { toSchemaInput } from '../../../lib/forms';
import { FieldGrid } from './bike-spec-fields';
import { TextInput } from './form-fields';

type TransferStartInput = Parameters<typeof api.transfers.start>[1];

/** Copies the code; the spec's toasts say whether it worked. */
async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    showToast('O código de autenticação foi copiado!', 'success');
  } catch {
    showToast('Erro!', 'error');
  }
}

/**
 * #transfer (docs/decisions/d4-ownership-transfer.md): the owner names the new owner, who gets the code by email; the owner
 * also sees it, to copy or hand over. While it is pending, the transfer button gives way to cancel.
 */
export function TransferPanel({ bike }: { bike: MyBike }) {
  const start = useMyBikeMutation((input: TransferStartInput) => api.transfers.start(bike.documentId, input));
  const cancel = useMyBikeMutation(() => api.transfers.cancel(bike.documentId));

  const formik = useFormik<TransferStartInput>({
    initialValues: { name: bike.transfer_name ?? '', email: bike.transfer_email ?? '' },
    validationSchema: transferStartSchema,
    onSubmit: async (values) => {
      if (await attempt(start.mutateAsync(toSchemaInput(transferStartSchema, values)))) {
        showToast('Sucesso!', 'success');
      }
    },
  });

  const pending = Boolean(bike.auth_code);

  const cancelTransfer = async () => {
    if (!(await attempt(cancel.mutateAsync()))) return;
    formik.resetForm({ values: { name: '', email: '' } });
    showToast('A transferência de bicicleta foi cancelada!', 'success');
  };

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="transfer-title">
        <Typography id="transfer-title" component="h2" variant="h3">
          Transferir a propriedade
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Indique o novo proprietário. Enviamos-lhe por email um código de autenticação para receber a bicicleta na conta dele;
          também o pode copiar e entregar em mão.
        </Typography>
        <FieldGrid>
          <TextInput name="name" label="Nome do proprietário" autoComplete="off" required disabled={pending} />
          <TextInput name="email" label="Email do proprietário" type="email" autoComplete="off" required disabled={pending} />
          <TextField label="Número de Série (Podem ser vários)" value={bike.serial_number} fullWidth disabled />
        </FieldGrid>

        {pending && bike.auth_code && (
          <Paper variant="outlined" sx={{ mt: 3, p: 2.5, bgcolor: 'grey.50' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <TextField
                label="Código de autenticação"
                value={bike.auth_code}
                sx={{ flex: '1 1 240px' }}
                slotProps={{
                  htmlInput: { readOnly: true },
                  // On the input only: the outline's label notch must keep the label's own size.
                  input: { sx: { '& input': { fontFamily: 'monospace', fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.12em' } } },
                }}
              />
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon aria-hidden />}
                onClick={() => void copyCode(bike.auth_code ?? '')}
                sx={{ flexShrink: 0, minHeight: 56 }}
              >
                Copiar código
              </Button>
            </Box>
            {bike.transfer_expires_at && (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                Válido até {formatDate(bike.transfer_expires_at)}. Enviado para {bike.transfer_email}.
              </Alert>
            )}
          </Paper>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          {pending ? (
            <Button color="error" variant="outlined" size="large" onClick={() => void cancelTransfer()} disabled={cancel.isPending}>
              Cancelar transferência
            </Button>
          ) : (
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              Transferir
            </Button>
          )}
        </Box>
      </Box>
    </FormikProvider>
  );
}
