import { alertInputSchema, type City } from '@bicla/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { MunicipalityField } from '../../../components/municipality-field';
import { fieldError } from '../../../lib/forms';
import { useCreateAlert } from '../api';

interface FollowCityFormProps {
  cities: readonly City[];
  /** The slugs of the municipalities already followed, left out of the choice. */
  followed: ReadonlySet<string>;
}

interface FollowCityValues {
  kind: 'area';
  /** The municipality's slug. */
  city: string;
}

/** Follow a municipality: an email when a bike is reported stolen there. */
export function FollowCityForm({ cities, followed }: FollowCityFormProps) {
  const follow = useCreateAlert('Passou a seguir este concelho.');
  const form = useFormik<FollowCityValues>({
    initialValues: { kind: 'area', city: '' },
    // The same schema the API checks with, so the message is the one it would give.
    validationSchema: alertInputSchema,
    onSubmit: async (values, { resetForm }) => {
      try {
        await follow.mutateAsync(values);
        resetForm();
      } catch {
        // The query client has shown the API's reason (already followed, too many).
      }
    },
  });
  const options = useMemo(() => cities.filter((city) => !followed.has(city.slug)), [cities, followed]);
  const chosen = cities.find((city) => city.slug === form.values.city) ?? null;
  const error = fieldError(form, 'city');

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby="seguir-concelho-titulo">
      <Typography id="seguir-concelho-titulo" variant="h5" component="h3" gutterBottom>
        Seguir um concelho
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Será avisado por email quando uma bicicleta for dada como roubada neste concelho (no máximo um email por hora).
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: 2 }}>
        <MunicipalityField
          id="seguir-concelho"
          name="city"
          label="Concelho"
          size="small"
          cities={options}
          value={chosen}
          onChange={(city) => void form.setFieldValue('city', city?.slug ?? '')}
          onBlur={() => void form.setFieldTouched('city')}
          error={error}
          helperText=" "
          sx={{ flexGrow: 1, maxWidth: { sm: 400 } }}
        />
        <Button type="submit" variant="contained" disableElevation disabled={form.isSubmitting}>
          Seguir
        </Button>
      </Box>
    </Box>
  );
}
