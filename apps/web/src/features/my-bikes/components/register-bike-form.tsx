import {
  bikePhotosSchema,
  bikeRegistrationSchema,
  REGISTRY_NUMBER_LABEL,
  type BikePhotosInput,
  type BikeRegistrationInput,
} from '@bicla/api-client';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormikProvider, useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { myBikeQueries, type MyBike } from '../api';
import { useBikeOptions } from '../bike-options';
import { attempt, useMyBikeMutation } from '../mutations';
import { toSchemaInput } from '../../../lib/forms';
import { EditableSpecFields, FieldGrid, OtherInformationField, WideCell } from './bike-spec-fields';
import { ListField, SelectField, TextInput } from './form-fields';
import { BikePhotoFields, type BikePhotoFiles } from './photo-fields';
import type { BikePhotoField } from '../photo-rules';

export const REGISTRATION_STEPS = ['Informação da Bicicleta', 'Fotografia'] as const;

/** Step 1 as the form holds it: documentIds of the chosen lookups, text as typed. */
export interface BikeInfoValues {
  nickName: string;
  category: string;
  year: string;
  brand: string;
  model: string;
  color: string;
  secondary_colors: string[];
  wheel_size: string;
  materials: string[];
  suspension_types: string[];
  serial_number: string;
  other_information: string;
}

const EMPTY_INFO: BikeInfoValues = {
  nickName: '',
  category: '',
  year: '',
  brand: '',
  model: '',
  color: '',
  secondary_colors: [],
  wheel_size: '',
  materials: [],
  suspension_types: [],
  serial_number: '',
  other_information: '',
};

/** An unfinished registration prefills step 1, so 'Anterior' shows what was entered. */
function infoOf(bike: MyBike): BikeInfoValues {
  const ids = (rows: { documentId: string }[] | undefined) => (rows ?? []).map((row) => row.documentId);
  return {
    nickName: bike.nickName,
    category: bike.category?.documentId ?? '',
    year: bike.year?.documentId ?? '',
    brand: bike.brand?.documentId ?? '',
    model: bike.model ?? '',
    color: bike.color?.documentId ?? '',
    secondary_colors: ids(bike.secondary_colors),
    wheel_size: bike.wheel_size?.documentId ?? '',
    materials: ids(bike.materials),
    suspension_types: ids(bike.suspension_types),
    serial_number: bike.serial_number,
    other_information: bike.other_information ?? '',
  };
}

/**
 * The two-step registration (spec, "Register bike"). Step 1 creates the pending draft, whose
 * registry number the server makes (docs/decisions/d1-name-and-registry-number.md); step 2 adds the three photos. A draft left
 * unfinished resumes on step 2.
 */
export function RegisterBikeForm() {
  const { data: draft } = useSuspenseQuery(myBikeQueries.draft());
  const [bike, setBike] = useState<MyBike | null>(draft);
  const [step, setStep] = useState(draft ? 1 : 0);
  // Kept here, so photos already uploaded survive a trip back to step 1.
  const [files, setFiles] = useState<BikePhotoFiles>({
    bike_photo: draft?.bike_photo ?? null,
    serial_number_photo: draft?.serial_number_photo ?? null,
    invoice_photo: draft?.invoice_photo ?? null,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {REGISTRATION_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 || !bike ? (
        <BikeInfoStep
          draft={bike}
          onSaved={(saved) => {
            setBike(saved);
            setStep(1);
          }}
        />
      ) : (
        <BikePhotosStep bike={bike} files={files} onFilesChange={setFiles} onBack={() => setStep(0)} />
      )}
    </Paper>
  );
}

function BikeInfoStep({ draft, onSaved }: { draft: MyBike | null; onSaved: (bike: MyBike) => void }) {
  const options = useBikeOptions();
  // The first 'Próximo Passo' creates the draft; after 'Anterior', a change corrects it.
  const save = useMyBikeMutation((input: BikeRegistrationInput) =>
    draft ? api.bikes.updateDraft(draft.documentId, input) : api.bikes.register(input),
  );

  const formik = useFormik<BikeInfoValues>({
    initialValues: draft ? infoOf(draft) : EMPTY_INFO,
    validationSchema: bikeRegistrationSchema,
    onSubmit: async (values) => {
      const input = toSchemaInput(bikeRegistrationSchema, values);
      // Back from step 2 with nothing changed: the draft already holds these answers.
      if (draft && !formik.dirty) return onSaved(draft);
      const saved = await attempt(save.mutateAsync(input));
      if (saved) onSaved(saved);
    },
  });

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="bike-info-title">
        <Typography id="bike-info-title" component="h2" variant="h3" sx={{ mb: 3 }}>
          Informação da Bicicleta
        </Typography>
        <FieldGrid>
          <TextInput name="nickName" label="Alcunha" required />
          <SelectField name="category" label="Categoria" options={options.categories} required />
          <SelectField name="year" label="Ano" options={options.years} required />
          <ListField name="brand" label="Marca" options={options.brands} required />
          <TextInput name="model" label="Modelo" required />
          <EditableSpecFields />
          <TextInput name="serial_number" label="Número de Série (Podem ser vários)" required />
          <WideCell>
            <OtherInformationField />
          </WideCell>
        </FieldGrid>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
          <Button type="submit" variant="contained" size="large" endIcon={<ArrowForwardIcon aria-hidden />} disabled={formik.isSubmitting}>
            Próximo Passo
          </Button>
        </Box>
      </Box>
    </FormikProvider>
  );
}

type PhotoValues = Record<BikePhotoField, number | null>;

interface BikePhotosStepProps {
  bike: MyBike;
  files: BikePhotoFiles;
  onFilesChange: (update: (files: BikePhotoFiles) => BikePhotoFiles) => void;
  onBack: () => void;
}

function BikePhotosStep({ bike, files, onFilesChange, onBack }: BikePhotosStepProps) {
  const navigate = useNavigate();
  const complete = useMyBikeMutation((photos: BikePhotosInput) => api.bikes.completeRegistration(bike.documentId, photos));

  const formik = useFormik<PhotoValues>({
    initialValues: {
      bike_photo: files.bike_photo?.id ?? null,
      serial_number_photo: files.serial_number_photo?.id ?? null,
      invoice_photo: files.invoice_photo?.id ?? null,
    },
    validationSchema: bikePhotosSchema,
    onSubmit: async (values) => {
      if (!(await attempt(complete.mutateAsync(toSchemaInput(bikePhotosSchema, values))))) return;
      showToast('Nova bicicleta foi enviada!', 'success');
      await navigate({ to: '/my-account', hash: 'minha_bicicleta' });
    },
  });

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="bike-photos-title">
        <Typography id="bike-photos-title" component="h2" variant="h3">
          Carregar Fotografias
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {bike.nickName} · {REGISTRY_NUMBER_LABEL}: <strong>{bike.registry_number}</strong>
        </Typography>
        <BikePhotoFields files={files} onFilesChange={onFilesChange} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          <Button variant="outlined" size="large" startIcon={<ArrowBackIcon aria-hidden />} onClick={onBack}>
            Anterior
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            Registar bicicleta
          </Button>
        </Box>
      </Box>
    </FormikProvider>
  );
}
