import type { Category, City } from '@bicla/api-client';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { activeFilterCount, type ClassifiedSearch } from '../search';
import { PriceRangeFilter } from './price-range-filter';

/** Typing pauses this long before the list reloads, so it does not reload on every keystroke. */
export const NAME_DEBOUNCE_MS = 400;

export type FilterChange = Partial<Omit<ClassifiedSearch, 'page'>>;

interface ClassifiedFiltersProps {
  search: ClassifiedSearch;
  priceLimit: number;
  cities: readonly City[];
  categories: readonly Category[];
  /** `replace` keeps typing out of the browser history. */
  onChange: (change: FilterChange, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Spec, "Classified list": name, location, category and price; every value lives in the URL. */
export function ClassifiedFilters({ search, priceLimit, cities, categories, onChange, onClear }: ClassifiedFiltersProps) {
  const hasFilters = activeFilterCount(search) > 0;
  const cityNames = useMemo(() => {
    const names = cities.map((city) => city.name);
    // A seller's city may be missing from the list; the chosen one must still show.
    return search.city && !names.includes(search.city) ? [search.city, ...names] : names;
  }, [cities, search.city]);
  const category = categories.some(({ documentId }) => documentId === search.category) ? search.category : '';

  return (
    <Stack component="form" role="search" aria-label="Filtrar classificados" noValidate spacing={2.5} onSubmit={(event) => event.preventDefault()}>
      <NameFilter value={search.name} onCommit={(name) => onChange({ name }, { replace: true })} />
      <Autocomplete
        options={cityNames}
        value={search.city ?? null}
        onChange={(_event, city) => onChange({ city: city ?? undefined })}
        autoHighlight
        noOptionsText="Sem resultados"
        clearText="Limpar"
        openText="Abrir"
        closeText="Fechar"
        renderInput={(params) => <TextField {...params} label="Localização" size="small" />}
      />
      <TextField
        select
        label="Categoria"
        size="small"
        value={category}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
      >
        <MenuItem value="">Todas as categorias</MenuItem>
        {categories.map(({ documentId, name }) => (
          <MenuItem key={documentId} value={documentId}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <PriceRangeFilter
        priceMin={search.priceMin}
        priceMax={search.priceMax}
        limit={priceLimit}
        onCommit={(bounds) => onChange(bounds)}
      />
      {hasFilters && (
        <Button variant="outlined" onClick={onClear}>
          Limpar filtros
        </Button>
      )}
    </Stack>
  );
}

/** The name box: commits after a pause in typing, or at once on Enter. */
function NameFilter({ value, onCommit }: { value: string | undefined; onCommit: (name: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value ?? '');
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  // The URL changed by other means (back button, 'Limpar filtros'): show its name.
  useEffect(() => {
    const fromUrl = value ?? '';
    if (fromUrl !== committed.current) {
      committed.current = fromUrl;
      setText(fromUrl);
    }
  }, [value]);

  const commit = (typed: string) => {
    const name = typed.trim();
    if (name === committed.current) return;
    committed.current = name;
    commitRef.current(name || undefined);
  };

  useEffect(() => {
    const timer = setTimeout(() => commit(text), NAME_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      label="Nome"
      placeholder="Marca ou modelo"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(text);
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 200, enterKeyHint: 'search' },
      }}
    />
  );
}
