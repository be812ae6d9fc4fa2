import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { downloadJson } from '../download-json';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The file name the CMS also suggests in its Content-Disposition. */
export const ACCOUNT_EXPORT_FILENAME = 'bicla-os-meus-dados.json';

/** The RGPD rights of docs/decisions/d6-privacy.md: download everything the registry holds, or delete the account. */
export function AccountDataSection({ email }: { email: string }) {
  const [deleting, setDeleting] = useState(false);
  const exportData = useMutation({
    mutationFn: () => api.account.exportMe(),
    onSuccess: (data) => downloadJson(data, ACCOUNT_EXPORT_FILENAME),
  });

  return (
    <Paper component="section" aria-labelledby="dados-titulo" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}>
      <Typography id="dados-titulo" variant="h3" component="h2" gutterBottom>
        Os seus dados
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Pode descarregar, num ficheiro JSON, tudo o que o Bicla guarda sobre si: perfil, bicicletas, histórico e
        mensagens. Também pode eliminar a sua conta.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={() => exportData.mutate()}
          disabled={exportData.isPending}
        >
          Descarregar os meus dados
        </Button>
        <Button color="error" startIcon={<DeleteForeverIcon aria-hidden />} onClick={() => setDeleting(true)}>
          Eliminar a minha conta
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} email={email} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
