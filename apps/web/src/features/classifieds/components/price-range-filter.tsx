import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatEuro } from '../../../lib/format';
import { keepPriceGap, type PriceHandle, type PriceRange } from '../price-range';

interface PriceRangeFilterProps {
  /** The URL's bounds; unset means the end of the scale. */
  priceMin: number | undefined;
  priceMax: number | undefined;
  /** The highest price on sale: the scale runs from 0 to here (spec, section 9). */
  limit: number;
  /** Called when the visitor lets go of a handle or leaves a box; unset ends mean "no bound". */
  onCommit: (bounds: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}

const HANDLE_LABELS = ['Preço mínimo', 'Preço máximo'] as const;
const BOX_LABELS = ['Mínimo', 'Máximo'] as const;

function rangeFromUrl(priceMin: number | undefined, priceMax: number | undefined, limit: number): PriceRange {
  return keepPriceGap([priceMin ?? 0, priceMax ?? limit], 0, limit);
}

/**
 * The price filter: one range slider and two boxes in euro, kept in step. The list reloads only
 * when a value is settled, not on every pixel of a drag or every digit typed.
 */
export function PriceRangeFilter({ priceMin, priceMax, limit, onCommit }: PriceRangeFilterProps) {
  const [range, setRange] = useState<PriceRange>(() => rangeFromUrl(priceMin, priceMax, limit));
  /** What is typed in a box but not settled yet; the box shows the range otherwise. */
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  const latest = useRef(range);

  // The URL changed without this filter (back button, 'Limpar filtros'): show what it says,
  // adjusted while rendering rather than in an effect, so no frame shows the old range.
  const urlRange = `${priceMin}:${priceMax}:${limit}`;
  const [shownUrlRange, setShownUrlRange] = useState(urlRange);
  if (shownUrlRange !== urlRange) {
    setShownUrlRange(urlRange);
    setRange(rangeFromUrl(priceMin, priceMax, limit));
    setDrafts([null, null]);
  }

  const show = (next: PriceRange) => {
    latest.current = next;
    setRange(next);
  };

  const commit = ([low, high]: PriceRange) => {
    onCommit({ priceMin: low > 0 ? low : undefined, priceMax: high < limit ? high : undefined });
  };

  const settleBox = (handle: PriceHandle) => {
    const typed = drafts[handle];
    if (typed === null) return;
    const value = typed.trim() === '' ? (handle === 0 ? 0 : limit) : Number(typed);
    setDrafts([null, null]);
    if (!Number.isFinite(value)) return;
    const next = keepPriceGap(handle === 0 ? [value, range[1]] : [range[0], value], handle, limit);
    show(next);
    commit(next);
  };

  const settleOnEnter = (handle: PriceHandle) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      settleBox(handle);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Preço (€)
      </Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={[...range]}
          min={0}
          max={limit}
          disabled={limit <= 0}
          disableSwap
          getAriaLabel={(index) => HANDLE_LABELS[index] ?? ''}
          getAriaValueText={formatEuro}
          valueLabelDisplay="auto"
          valueLabelFormat={formatEuro}
          onChange={(_event, value, activeThumb) => {
            if (Array.isArray(value)) show(keepPriceGap([value[0], value[1]], activeThumb === 0 ? 0 : 1, limit));
          }}
          onChangeCommitted={() => commit(latest.current)}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {([0, 1] as const).map((handle) => (
          <TextField
            key={handle}
            label={BOX_LABELS[handle]}
            type="number"
            size="small"
            value={drafts[handle] ?? String(range[handle])}
            onChange={(event) => {
              const value = event.target.value;
              setDrafts((current) => (handle === 0 ? [value, current[1]] : [current[0], value]));
            }}
            onBlur={() => settleBox(handle)}
            onKeyDown={settleOnEnter(handle)}
            slotProps={{
              htmlInput: { min: 0, max: limit, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
