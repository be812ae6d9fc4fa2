import { bikeEditSchema, MESSAGES, REGISTRY_NUMBER_LABEL, type BikeEditInput } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { MyBike } from '../api';
import { attempt, useMyBikeMutation } from '../mutations';
import { submitOrWarn, toSchemaInput } from '../../../lib/forms';
import { EditableSpecFields, FieldGrid, OtherInformationField, WideCell } from './bike-spec-fields';
import { TextInput } from './form-fields';
import { BikePhotoFields, type BikePhotoFiles } from './photo-fields';



interface EditValues {
  nickName: string;
  color: string;
  secondary_colors: string[];
  wheel_size: string;
  materials: string[];
  suspension_types: string[];
  other_information: string;
  bike_photo: number | null;
  serial_number_photo: number | null;
  invoice_photo: number | null;
}

function valuesOf(bike: MyBike): EditValues {
  const ids = (rows: { documentId: string }[] | undefined) => (rows ?? []).map((row) => row.documentId);
  return {
    nickName: bike.nickName,
    color: bike.color?.documentId ?? '',
    secondary_colors: ids(bike.secondary_colors),
    wheel_size: bike.wheel_size?.documentId ?? '',
    materials: ids(bike.materials),
    suspension_types: ids(bike.suspension_types),
    other_information: bike.other_information ?? '',
    bike_photo: bike.bike_photo?.id ?? null,
    serial_number_photo: bike.serial_number_photo?.id ?? null,
    invoice_photo: bike.invoice_photo?.id ?? null,
  };
}

/** What the owner cannot change, shown for reference (spec, section 5; docs/decisions/d1-name-and-registry-number.md). */
function readOnlyFields(bike: MyBike) {
  return [
    { label: 'Categoria', value: bike.category?.name },
    { label: 'Ano', value: bike.year?.year ? String(bike.year.year) : undefined },
    { label: 'Marca', value: bike.brand?.name },
    { label: 'Modelo', value: bike.model },
    { label: REGISTRY_NUMBER_LABEL, value: bike.registry_number },
  ];
}

/** #editar: 'Informação completa da bicicleta'. */
export function EditBikeForm({ bike }: { bike: MyBike }) {
  const edit = useMyBikeMutation((input: BikeEditInput) => api.bikes.edit(bike.documentId, input));
  const [files, setFiles] = useState<BikePhotoFiles>({
    bike_photo: bike.bike_photo ?? null,
    serial_number_photo: bike.serial_number_photo ?? null,
    invoice_photo: bike.invoice_photo ?? null,
  });

  const formik = useFormik<EditValues>({
    initialValues: valuesOf(bike),
    validationSchema: bikeEditSchema,
    onSubmit: async (values) => {
      if (!(await attempt(edit.mutateAsync(toSchemaInput(bikeEditSchema, values))))) return;
      showToast('Atualizado com sucesso!', 'success');
    },
  });

  return (
    <FormikProvider value={formik}>
      <Box
        component="form"
        noValidate
        aria-labelledby="edit-bike-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submitOrWarn(formik, MESSAGES.bikeEdit.invalid);
        }}
      >
        <Typography id="edit-bike-title" component="h2" variant="h3" sx={{ mb: 3 }}>
          Informação completa da bicicleta
        </Typography>
        <FieldGrid>
          {readOnlyFields(bike).map(({ label, value }) => (
            <TextField key={label} label={label} value={value ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          ))}
          {/* A published bike keeps the serial it was approved with (spec, section 4). */}
          <TextField label="Número de Série (Podem ser vários)" value={bike.serial_number} fullWidth disabled />
          <WideCell>
            <TextInput name="nickName" label="Alcunha" required />
          </WideCell>
          <EditableSpecFields />
          <WideCell>
            <OtherInformationField label="Outras informações" />
          </WideCell>
        </FieldGrid>
        <Typography component="h3" variant="h4" sx={{ mt: 4, mb: 2 }}>
          Fotografias
        </Typography>
        <BikePhotoFields files={files} onFilesChange={setFiles} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            Guardar alterações
          </Button>
        </Box>
      </Box>
    </FormikProvider>
  );
}
