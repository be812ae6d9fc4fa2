import { REGISTRY_NUMBER_LABEL } from '@bicla/api-client';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { MAX_QUERY_LENGTH } from '../search-params';

const EMPTY_QUERY_MESSAGE = `*Indique o número de série ou o ${REGISTRY_NUMBER_LABEL}`;
const HINT = `O número de série está gravado no quadro, quase sempre por baixo do pedaleiro. O ${REGISTRY_NUMBER_LABEL} tem 9 letras e algarismos.`;

interface SearchFormProps {
  /** The search in the URL; the field starts with it. */
  initialQuery: string;
  onSearch: (query: string) => void;
}

/** One field for a serial number or a Número Bicla (docs/decisions/d8-search.md: the server normalizes both). */
export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const [query, setQuery] = useState(initialQuery);
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    setError(!trimmed);
    if (trimmed) onSearch(trimmed);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Pesquisar bicicletas"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: 1.5 }}
    >
      <TextField
        id="bike-search-query"
        name="q"
        label={`Número de série ou ${REGISTRY_NUMBER_LABEL}`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (error && event.target.value.trim()) setError(false);
        }}
        error={error}
        helperText={error ? EMPTY_QUERY_MESSAGE : HINT}
        autoComplete="off"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: MAX_QUERY_LENGTH, spellCheck: false, autoCapitalize: 'characters' },
          formHelperText: { sx: { mx: 0 } },
        }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disableElevation
        startIcon={<SearchIcon aria-hidden />}
        sx={{ height: 56, px: 4, flexShrink: 0 }}
      >
        Pesquisar
      </Button>
    </Box>
  );
}
