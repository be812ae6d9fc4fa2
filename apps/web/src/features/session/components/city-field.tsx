import type { City } from '@bicla/api-client';
import { useState } from 'react';
import { MunicipalityField } from '../../../components/municipality-field';

interface CityFieldProps {
  cities: City[];
  /** The chosen municipality's name: what the account stores. */
  value: string;
  onChange: (name: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The account's city: one of Portugal's 308 municipalities, from the CMS, so it works offline
 * (docs/decisions/d10-open-defaults.md). The account keeps its name; a repeated name keeps the
 * option the person picked.
 */
export function CityField({ cities, value, onChange, onBlur, error }: CityFieldProps) {
  const [selected, setSelected] = useState<City | null>(() => cities.find((city) => city.name === value) ?? null);

  return (
    <MunicipalityField
      id="city"
      name="city"
      label="Localidade"
      autoComplete="address-level2"
      cities={cities}
      value={selected}
      onChange={(city) => {
        setSelected(city);
        onChange(city?.name ?? '');
      }}
      onBlur={onBlur}
      error={error}
      helperText=" "
    />
  );
}
