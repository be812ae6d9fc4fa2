import { NEAR_RADIUS_KM, type City } from '@bicla/api-client';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MunicipalityField } from '../../../components/municipality-field';
import { RADIUS_CHOICES_KM, roundDegrees, type StolenSearch } from '../search';

interface StolenPlaceFilterProps {
  search: StolenSearch;
  cities: readonly City[];
  onChange: (search: StolenSearch) => void;
}

type Locating = 'idle' | 'locating' | 'refused';

/**
 * 'Roubadas perto de si': a municipality, or the browser's location when the visitor allows it,
 * and a radius. Every choice goes into the URL, so a search near a place can be shared.
 */
export function StolenPlaceFilter({ search, cities, onChange }: StolenPlaceFilterProps) {
  const [locating, setLocating] = useState<Locating>('idle');
  const city = cities.find(({ slug }) => slug === search.near) ?? null;
  const hasPlace = Boolean(search.near) || search.lat !== undefined;
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const radius = search.radius ?? NEAR_RADIUS_KM.default;
  // A shared URL may carry a radius the menu does not offer: it still shows.
  const radii = [...new Set([...RADIUS_CHOICES_KM, radius])].sort((a, b) => a - b);

  const locate = () => {
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        onChange({ lat: roundDegrees(coords.latitude), lng: roundDegrees(coords.longitude), radius: search.radius });
      },
      () => setLocating('refused'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  return (
    <Stack component="form" role="search" aria-label="Procurar perto de um local" noValidate spacing={1.5} onSubmit={(event) => event.preventDefault()}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <MunicipalityField
          label="Concelho"
          size="small"
          cities={cities}
          value={city}
          onChange={(chosen) => onChange(chosen ? { near: chosen.slug, radius: search.radius } : {})}
          placeholder={search.lat !== undefined ? 'A sua localização' : undefined}
          sx={{ minWidth: { md: 280 } }}
        />
        {canLocate && (
          <Button
            variant={search.lat !== undefined ? 'contained' : 'outlined'}
            disableElevation
            startIcon={<MyLocationIcon aria-hidden />}
            onClick={locate}
            disabled={locating === 'locating'}
          >
            {locating === 'locating' ? 'A obter a sua localização…' : 'Usar a minha localização'}
          </Button>
        )}
        <TextField
          select
          label="Raio"
          size="small"
          value={radius}
          onChange={(event) => onChange({ ...search, radius: Number(event.target.value) })}
          disabled={!hasPlace}
          sx={{ minWidth: 120 }}
        >
          {radii.map((km) => (
            <MenuItem key={km} value={km}>
              {km} km
            </MenuItem>
          ))}
        </TextField>
        {hasPlace && <Button onClick={() => onChange({})}>Ver as mais recentes</Button>}
      </Stack>
      {locating === 'refused' && (
        <Alert severity="info" variant="outlined" onClose={() => setLocating('idle')}>
          Não foi possível obter a sua localização. Escolha um concelho.
        </Alert>
      )}
    </Stack>
  );
}
