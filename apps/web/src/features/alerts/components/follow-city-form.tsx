import { alertInputSchema, type City } from '@bicla/api-client';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo } from 'react';
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
  // Some names repeat (Lagoa, Calheta): those options also show their district.
  const repeatedNames = useMemo(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const { name } of cities) (seen.has(name) ? repeated : seen).add(name);
    return repeated;
  }, [cities]);
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
        <Autocomplete
          id="seguir-concelho"
          options={options}
          value={chosen}
          onChange={(_event, city) => void form.setFieldValue('city', city?.slug ?? '')}
          onBlur={() => void form.setFieldTouched('city')}
          getOptionLabel={(city) => city.name}
          getOptionKey={(city) => city.documentId}
          isOptionEqualToValue={(option, value) => option.slug === value.slug}
          noOptionsText="Nenhum concelho encontrado"
          clearText="Limpar"
          openText="Abrir"
          closeText="Fechar"
          autoHighlight
          sx={{ flexGrow: 1, maxWidth: { sm: 400 } }}
          renderOption={({ key, ...props }, city) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{city.name}</span>
              {repeatedNames.has(city.name) && (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {city.district}
                </Box>
              )}
            </Box>
          )}
          renderInput={(params) => (
            <TextField {...params} name="city" label="Concelho" size="small" error={Boolean(error)} helperText={error ?? ' '} />
          )}
        />
        <Button type="submit" variant="contained" disableElevation disabled={form.isSubmitting}>
          Seguir
        </Button>
      </Box>
    </Box>
  );
}
