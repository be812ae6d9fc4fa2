import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';
import type { MyBike } from '../api';

type Document = 'certificate' | 'poster';

/**
 * The owner's PDFs of an approved bike: the registration certificate, and the poster while it is
 * stolen. The CMS decides who may download them; the buttons only ask.
 */
export function BikeDocuments({ bike }: { bike: MyBike }) {
  const [busy, setBusy] = useState<Document | null>(null);

  const download = async (which: Document) => {
    setBusy(which);
    try {
      const file = await (which === 'certificate' ? api.bikeDocuments.certificate(bike.documentId) : api.bikeDocuments.poster(bike.documentId));
      downloadBlob(file, which === 'certificate' ? `certificado-${bike.registry_number}.pdf` : `cartaz-${bike.slug}.pdf`);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE, 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1.5} aria-label="Documentos da bicicleta" component="section">
      <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} disabled={busy !== null} onClick={() => void download('certificate')}>
        Descarregar certificado
      </Button>
      {bike.stolen && (
        <Button variant="contained" color="error" startIcon={<DownloadIcon aria-hidden />} disabled={busy !== null} onClick={() => void download('poster')}>
          Descarregar cartaz
        </Button>
      )}
    </Stack>
  );
}
