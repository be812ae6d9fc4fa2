import type { City } from '@bicla/api-client';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';

interface CityFieldProps {
  cities: City[];
  /** The chosen municipality's name: what the account stores. */
  value: string;
  onChange: (name: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * Portugal's 308 municipalities, from the CMS, so it works offline (docs/decisions/d10-open-defaults.md). Some names
 * repeat (Lagoa, Calheta): those options also show their district.
 */
export function CityField({ cities, value, onChange, onBlur, error }: CityFieldProps) {
  const [selected, setSelected] = useState<City | null>(() => cities.find((city) => city.name === value) ?? null);
  const repeatedNames = useMemo(() => {
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const { name } of cities) (seen.has(name) ? repeated : seen).add(name);
    return repeated;
  }, [cities]);

  return (
    <Autocomplete
      id="city"
      options={cities}
      value={selected}
      onChange={(_event, city) => {
        setSelected(city);
        onChange(city?.name ?? '');
      }}
      onBlur={onBlur}
      getOptionLabel={(city) => city.name}
      getOptionKey={(city) => city.documentId}
      isOptionEqualToValue={(option, chosen) => option.documentId === chosen.documentId}
      noOptionsText="Nenhuma localidade encontrada"
      autoHighlight
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
          name="city"
          label="Localidade"
          autoComplete="address-level2"
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
