import { listingSchema, type ListingInput } from '@bicla/api-client';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { BikePhoto } from '../../../components/bike-photo';
import { ButtonLink } from '../../../components/link';
import { api } from '../../../lib/api';
import { formatDate, formatEuro } from '../../../lib/format';
import { STATUS_COLOR } from '../../../lib/theme';
import type { MyBike } from '../api';
import { attempt, useMyBikeMutation } from '../mutations';
import { toSchemaInput } from '../../../lib/forms';
import { FieldGrid, WideCell } from './bike-spec-fields';
import { CheckboxField, TextInput } from './form-fields';
import { ExtraPhotoFields } from './photo-fields';
import type { StoredFile } from './photo-upload-field';

/** #classificado (spec, "Classified ad tab"): the form, or the published ad with edit and remove. */
export function ListingPanel({ bike }: { bike: MyBike }) {
  const [editing, setEditing] = useState(!bike.on_sale);
  const remove = useMyBikeMutation(() => api.bikes.removeListing(bike.documentId));

  if (editing || !bike.on_sale) {
    return <ListingForm bike={bike} onPublished={() => setEditing(false)} onCancel={bike.on_sale ? () => setEditing(false) : undefined} />;
  }

  const removeAd = async () => {
    if (!(await attempt(remove.mutateAsync()))) return;
    showToast('Removido com sucesso!', 'success');
    setEditing(true);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography component="h2" variant="h3">
          O seu anúncio
        </Typography>
        <Chip label="EM VENDA" color={STATUS_COLOR.onSale} size="small" sx={{ fontWeight: 700 }} />
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, color: 'info.main' }}>{formatEuro(bike.price ?? 0)}</Typography>
      {bike.classified_date && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Publicado em {formatDate(bike.classified_date)}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 3 }}>{bike.remarks}</Typography>
      {(bike.for_classified ?? []).length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 3 }}>
          {(bike.for_classified ?? []).map((photo, index) => (
            <BikePhoto key={photo.id} photo={photo} alt={`Fotografia ${index + 1} do anúncio de ${bike.nickName}`} sx={{ borderRadius: 1 }} />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" startIcon={<EditIcon aria-hidden />} onClick={() => setEditing(true)}>
          Editar anúncio
        </Button>
        <Button color="error" variant="outlined" startIcon={<DeleteIcon aria-hidden />} onClick={() => void removeAd()} disabled={remove.isPending}>
          Remover anúncio
        </Button>
        <ButtonLink to="/classified/$slug" params={{ slug: bike.slug }}>
          Ver anúncio publicado
        </ButtonLink>
      </Box>
    </Box>
  );
}

interface ListingValues {
  price: number | '';
  remarks: string;
  for_classified: number[];
  terms: boolean;
}

const MAX_AD_PHOTOS = 2;

interface ListingFormProps {
  bike: MyBike;
  onPublished: () => void;
  /** Back to the published ad without saving; absent for a new ad. */
  onCancel?: () => void;
}

function ListingForm({ bike, onPublished, onCancel }: ListingFormProps) {
  const publish = useMyBikeMutation((input: ListingInput) => api.bikes.publishListing(bike.documentId, input));
  const existing = (bike.for_classified ?? []).slice(0, MAX_AD_PHOTOS);
  const [photos, setPhotos] = useState<(StoredFile | null)[]>(
    Array.from({ length: MAX_AD_PHOTOS }, (_, index) => existing[index] ?? null),
  );

  const formik = useFormik<ListingValues>({
    initialValues: {
      price: bike.on_sale && bike.price ? bike.price : '',
      remarks: bike.on_sale ? (bike.remarks ?? '') : '',
      for_classified: existing.map((photo) => photo.id),
      terms: false,
    },
    validationSchema: listingSchema,
    onSubmit: async (values) => {
      if (!(await attempt(publish.mutateAsync(toSchemaInput(listingSchema, values))))) return;
      showToast('Salvo com sucesso!', 'success');
      onPublished();
    },
  });

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="listing-title">
        <Typography id="listing-title" component="h2" variant="h3">
          Anúncio de venda
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          O anúncio aparece nos Classificados com as fotografias e os detalhes da bicicleta.
        </Typography>
        <FieldGrid>
          <TextInput
            name="price"
            label="Preço"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, step: 1 }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
          />
          <WideCell>
            <TextInput name="remarks" label="Comentários" multiline minRows={4} required />
          </WideCell>
        </FieldGrid>
        <Typography component="h3" variant="h4" sx={{ mt: 4, mb: 2 }}>
          Fotografias do anúncio (até {MAX_AD_PHOTOS}, opcional)
        </Typography>
        <ExtraPhotoFields field="for_classified" slotLabel={(slot) => `Fotografia do anúncio ${slot + 1}`} photos={photos} onPhotosChange={setPhotos} />
        <Box sx={{ mt: 3 }}>
          <CheckboxField
            name="terms"
            label={
              <>
                Aceito os{' '}
                <MuiLink href="/terms-of-use" target="_blank" rel="noopener">
                  termos e condições
                </MuiLink>
              </>
            }
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          {onCancel && <Button onClick={onCancel}>Voltar ao anúncio</Button>}
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            Publicar anúncio
          </Button>
        </Box>
      </Box>
    </FormikProvider>
  );
}
