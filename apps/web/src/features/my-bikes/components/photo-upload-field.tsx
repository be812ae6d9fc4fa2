import type { Media } from '@bicla/api-client';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { api } from '../../../lib/api';
import { acceptAttribute, acceptedFormatsLabel, isPdf, photoFormatError, type PhotoKind } from '../photo-rules';

/** What a form keeps of an uploaded file: its id for the API, the rest for the preview. */
export type StoredFile = Pick<Media, 'id' | 'url' | 'mime' | 'name' | 'formats'> & Partial<Pick<Media, 'width'>>;

interface PhotoUploadFieldProps {
  label: string;
  kind: PhotoKind;
  file: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  /** The form's message for this photo (e.g. a required photo on submit). */
  error?: string;
  /** An invoice or serial photo: stored privately, shown only to the owner (docs/security.md). */
  privateFile?: boolean;
}

/**
 * One photo (or invoice): upload with progress, preview, replace and remove (spec, sections 4
 * and 5). A file of another format is refused here, before any upload.
 */
export function PhotoUploadField({ label, kind, file, onChange, error, privateFile = false }: PhotoUploadFieldProps) {
  const titleId = useId();
  const [formatError, setFormatError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      api.bikes.upload(chosen, chosen.name, (progress) => setPercent(Math.round(progress.percent * 100)), { private: privateFile }),
    onSuccess: (stored) => onChange(stored),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after a remove.
    event.target.value = '';
    if (!chosen) return;
    const refusal = photoFormatError(chosen, kind);
    setFormatError(refusal);
    if (refusal) return;
    setPercent(0);
    upload.mutate(chosen);
  };

  const message = formatError ?? error;

  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={titleId} component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Preview file={file} label={label} />
      {upload.isPending && (
        <Box>
          <LinearProgress variant="determinate" value={percent} aria-label={`A carregar: ${label}`} />
          <Typography variant="caption" color="text.secondary">
            A carregar… {percent}%
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" variant="outlined" startIcon={<CloudUploadIcon aria-hidden />} disabled={upload.isPending}>
          {file ? 'Substituir' : 'Carregar'}
          <input
            type="file"
            hidden
            accept={acceptAttribute(kind)}
            aria-label={label}
            onChange={choose}
            disabled={upload.isPending}
          />
        </Button>
        {file && (
          <Button
            color="error"
            startIcon={<DeleteIcon aria-hidden />}
            onClick={() => onChange(null)}
            aria-label={`Remover: ${label}`}
            disabled={upload.isPending}
          >
            Remover
          </Button>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {acceptedFormatsLabel(kind)}
      </Typography>
      {message && (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {message}
        </FormHelperText>
      )}
    </Paper>
  );
}

function Preview({ file, label }: { file: StoredFile | null; label: string }) {
  if (file && isPdf(file)) {
    return (
      <Box
        sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1, textAlign: 'center', p: 2 }}
      >
        <Box>
          <PictureAsPdfIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    <BikePhoto
      photo={file ? { url: file.url, formats: file.formats, width: file.width ?? null } : null}
      alt={file ? `Pré-visualização: ${label}` : `Sem fotografia: ${label}`}
      sizes="(max-width: 600px) 100vw, 360px"
      sx={{ borderRadius: 1 }}
    />
  );
}
