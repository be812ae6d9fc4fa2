import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { useState, type ReactNode } from 'react';

/*
 * Formik-bound inputs for the bike forms (inside a FormikProvider). A message shows once its
 * field has been left (blur) or the form submitted, as the spec asks (section 5).
 */

function useShownError(name: string) {
  const [, meta] = useField(name);
  const message = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return { error: Boolean(message), helperText: message };
}

type TextInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export function TextInput({ name, helperText, ...props }: TextInputProps) {
  const [field] = useField<string | number>(name);
  const shown = useShownError(name);
  return (
    <TextField
      fullWidth
      {...props}
      {...field}
      value={field.value ?? ''}
      error={shown.error}
      helperText={shown.helperText ?? helperText}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  multiple?: boolean;
  required?: boolean;
  helperText?: string;
}

/** A select over a lookup; `multiple` keeps an array of documentIds and shows ticks. */
export function SelectField({ name, label, options, multiple = false, required, helperText }: SelectFieldProps) {
  const [field, , helpers] = useField<string | string[]>(name);
  const shown = useShownError(name);
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const selected = field.value ?? (multiple ? [] : '');

  return (
    <TextField
      select
      fullWidth
      id={`field-${name}`}
      name={name}
      label={label}
      required={required}
      value={selected}
      onChange={(event) => void helpers.setValue(event.target.value as string | string[])}
      onBlur={() => void helpers.setTouched(true)}
      error={shown.error}
      helperText={shown.helperText ?? helperText}
      slotProps={{
        select: {
          multiple,
          // Plain text, so a chosen value sits like the text fields' (the menu's ListItemText has margins).
          renderValue: (value) => (multiple ? (value as string[]).map(labelOf).join(', ') : labelOf(value as string)),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {multiple && <Checkbox checked={(selected as string[]).includes(option.value)} size="small" sx={{ py: 0 }} />}
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ListFieldProps {
  name: string;
  label: string;
  /** The choices; the field keeps the chosen option's `value`. */
  options: readonly Option[];
  required?: boolean;
}

/**
 * Type-ahead over a long list (brands, municipalities). Only a listed entry can be chosen: typing
 * a name exactly, in any case, chooses it when the field is left; anything else leaves it empty,
 * so the required message tells the user to pick one.
 */
export function ListField({ name, label, options, required }: ListFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useShownError(name);
  const selected = options.find((option) => option.value === field.value) ?? null;
  const [typed, setTyped] = useState(selected?.label ?? '');

  const chooseTyped = () => {
    const exact = options.find((option) => option.label.toLocaleLowerCase('pt') === typed.trim().toLocaleLowerCase('pt'));
    if (exact && exact.value !== field.value) {
      void helpers.setTouched(true, false);
      void helpers.setValue(exact.value, true);
    } else {
      void helpers.setTouched(true, true);
    }
  };

  return (
    <Autocomplete
      id={`field-${name}`}
      options={options}
      value={selected}
      inputValue={typed}
      onInputChange={(_, value) => setTyped(value)}
      onChange={(_, option) => void helpers.setValue(option?.value ?? '')}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      autoHighlight
      noOptionsText="Sem resultados"
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          onBlur={chooseTyped}
          error={shown.error}
          helperText={shown.helperText}
        />
      )}
    />
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  /** What ticking it means, read with the checkbox by screen readers. */
  hint?: string;
}

export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const shown = useShownError(name);
  const hintId = `${name}-hint`;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox {...field} checked={Boolean(field.checked)} slotProps={{ input: hint ? { 'aria-describedby': hintId } : {} }} />
        }
        label={label}
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: -0.5, mb: 1 }}>
          {hint}
        </FormHelperText>
      )}
      {shown.helperText && <FormHelperText error>{shown.helperText}</FormHelperText>}
    </>
  );
}
