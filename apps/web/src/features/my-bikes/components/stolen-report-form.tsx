import { MESSAGES, REGISTRY_NUMBER_LABEL, stolenReportSchema, type StolenReportInput } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { FormikProvider, useFormik } from 'formik';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { string } from 'yup';
import { api } from '../../../lib/api';
import type { MyBike } from '../api';
import { useStolenReportOptions } from '../bike-options';
import { attempt, useMyBikeMutation } from '../mutations';
import { preventEnterSubmit, submitOrWarn, toSchemaInput } from '../../../lib/forms';
import { AddressField } from './address-field';
import { FieldGrid, WideCell } from './bike-spec-fields';
import { CheckboxField, ListField, SelectField, TextInput } from './form-fields';
import { ExtraPhotoFields } from './photo-fields';
import type { StoredFile } from './photo-upload-field';

export const REGISTRY_MISMATCH = `*Este não é o ${REGISTRY_NUMBER_LABEL} desta bicicleta`;

const DEFAULT_COUNTRY = 'Portugal';
const MAX_RECENT_PHOTOS = 2;

interface StolenReportValues {
  stolen_date: string;
  phone_number: string;
  secondary_number: string;
  show_phone_to_users: boolean;
  show_phone_to_shops: boolean;
  show_phone_to_police: boolean;
  country: string;
  address: string;
  city: string;
  postal: string;
  estimated_value: number | '';
  lock_description: string;
  defeat_subscription: string;
  police_department: string;
  police_report: string;
  incident_description: string;
  latitude: number | null;
  longitude: number | null;
  for_stolen: number[];
  /** Client-only: the owner confirms which bike they report (the server knows it from the URL). */
  registry_number: string;
  /** Client-only, as in the spec: shown, its use is not specified, so it is not sent. */
  contact_consent: boolean;
}

const initialValues = (bike: MyBike): StolenReportValues => ({
  stolen_date: '',
  phone_number: '',
  secondary_number: '',
  show_phone_to_users: false,
  show_phone_to_shops: false,
  show_phone_to_police: false,
  country: DEFAULT_COUNTRY,
  address: '',
  city: '',
  postal: '',
  estimated_value: '',
  lock_description: '',
  defeat_subscription: '',
  police_department: '',
  police_report: '',
  incident_description: '',
  latitude: null,
  longitude: null,
  for_stolen: [],
  registry_number: bike.registry_number,
  contact_consent: false,
});

/** The shared report schema, plus the registry number this form asks for (spec, section 5). */
function reportSchema(bike: MyBike) {
  return stolenReportSchema.shape({
    registry_number: string()
      .trim()
      .required(MESSAGES.stolen.registryNumber)
      .test('this-bike', REGISTRY_MISMATCH, (value) => value?.toUpperCase() === bike.registry_number.toUpperCase()),
  });
}

/** The datetime-local value is the owner's wall-clock time; the API stores the instant. */
const toInstant = (local: string) => new Date(local).toISOString();

/** #furtada for a bike that is not stolen: the merged report of docs/decisions/d9-mock-ups-made-real.md. */
export function StolenReportForm({ bike }: { bike: MyBike }) {
  const options = useStolenReportOptions();
  const report = useMyBikeMutation((input: StolenReportInput) => api.bikes.reportStolen(bike.documentId, input));
  const [photos, setPhotos] = useState<(StoredFile | null)[]>([null, null]);

  const schema = reportSchema(bike);
  const formik = useFormik<StolenReportValues>({
    initialValues: initialValues(bike),
    validationSchema: schema,
    onSubmit: async (values) => {
      const input = toSchemaInput(stolenReportSchema, { ...values, stolen_date: toInstant(values.stolen_date) });
      if (!(await attempt(report.mutateAsync(input)))) return;
      showToast('Salvo com sucesso!', 'success');
    },
  });

  return (
    <FormikProvider value={formik}>
      <Box
        component="form"
        noValidate
        aria-labelledby="stolen-report-title"
        onKeyDown={preventEnterSubmit}
        onSubmit={(event) => {
          event.preventDefault();
          void submitOrWarn(formik, MESSAGES.stolen.invalid);
        }}
      >
        <Typography id="stolen-report-title" component="h2" variant="h3">
          Reportar bicicleta roubada
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          O relatório torna a bicicleta pública na lista de bicicletas roubadas e retira qualquer anúncio de venda.
        </Typography>

        <FieldGrid>
          <TextInput
            name="stolen_date"
            label="Data e hora do roubo"
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextInput name="registry_number" label={REGISTRY_NUMBER_LABEL} required />
          <TextInput name="phone_number" label="Telefone" type="tel" autoComplete="tel" required />
          <TextInput name="secondary_number" label="Telefone alternativo (opcional)" type="tel" />
          <WideCell>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Quem pode ver o seu telefone?
            </Typography>
            <FormGroup>
              <CheckboxField name="show_phone_to_users" label="Utilizadores com sessão iniciada" />
              <CheckboxField name="show_phone_to_shops" label="Lojas de bicicletas" />
              <CheckboxField name="show_phone_to_police" label="Parceiros policiais verificados" />
            </FormGroup>
          </WideCell>
          <SelectField name="country" label="País" options={options.countries} />
          <AddressField />
          <ListField name="city" label="Localidade" options={options.cities} required />
          <TextInput name="postal" label="Código postal" autoComplete="postal-code" required />
          <TextInput
            name="estimated_value"
            label="Valor estimado"
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: 1 }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
          />
          <SelectField name="lock_description" label="Tipo de cadeado" options={options.locks} required />
          <SelectField name="defeat_subscription" label="Como foi vencido o cadeado (opcional)" options={options.defeats} />
          <TextInput name="police_department" label="Esquadra de polícia (opcional)" />
          <TextInput name="police_report" label="Número do auto de denúncia (opcional)" />
          <WideCell>
            <TextInput name="incident_description" label="Descrição do incidente" multiline rows={4} required />
          </WideCell>
        </FieldGrid>

        <Typography component="h3" variant="h4" sx={{ mt: 4, mb: 2 }}>
          Fotografias recentes (até {MAX_RECENT_PHOTOS}, opcional)
        </Typography>
        <ExtraPhotoFields field="for_stolen" slotLabel={(slot) => `Fotografia recente ${slot + 1}`} photos={photos} onPhotosChange={setPhotos} />

        <Box sx={{ mt: 3 }}>
          <CheckboxField
            name="contact_consent"
            label="Aceito ser contactado por quem tiver informações sobre esta bicicleta"
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" color="error" size="large" disabled={formik.isSubmitting}>
            Reportar como roubada
          </Button>
        </Box>
      </Box>
    </FormikProvider>
  );
}
