import type { City } from '@bicla/api-client';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';

interface MunicipalityFieldProps {
  /** Portugal's 308 municipalities, from the CMS. */
  cities: readonly City[];
  value: City | null;
  onChange: (city: City | null) => void;
  onBlur?: () => void;
  label: string;
  id?: string;
  name?: string;
  autoComplete?: string;
  size?: 'small' | 'medium';
  placeholder?: string;
  error?: string;
  /** Kept even when empty (' ') by forms, so an error does not move the fields below. */
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * One way to choose a municipality: the sign-up and profile's city, the followed municipalities,
 * the stolen bikes near a place. Names Portugal has twice (Calheta, Lagoa) show their district.
 */
export function MunicipalityField({ cities, value, onChange, onBlur, label, id, name, autoComplete, size, placeholder, error, helperText, sx }: MunicipalityFieldProps) {
  const repeatedNames = useMemo(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const { name: cityName } of cities) (seen.has(cityName) ? repeated : seen).add(cityName);
    return repeated;
  }, [cities]);

  return (
    <Autocomplete
      id={id}
      options={cities}
      value={value}
      onChange={(_event, city) => onChange(city)}
      onBlur={onBlur}
      getOptionLabel={(city) => city.name}
      getOptionKey={(city) => city.documentId}
      isOptionEqualToValue={(option, chosen) => option.documentId === chosen.documentId}
      noOptionsText="Nenhum concelho encontrado"
      clearText="Limpar"
      openText="Abrir"
      closeText="Fechar"
      autoHighlight
      sx={sx}
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
        <TextField
          {...params}
          name={name}
          label={label}
          size={size}
          placeholder={placeholder}
          autoComplete={autoComplete}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
