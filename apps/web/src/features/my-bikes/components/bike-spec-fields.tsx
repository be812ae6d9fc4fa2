import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useBikeOptions } from '../bike-options';
import { SelectField, TextInput } from './form-fields';

/** Two columns from tablets up, one on phones. */
export function FieldGrid({ children, sx }: { children: ReactNode; sx?: BoxProps['sx'] }) {
  return (
    <Box sx={[{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/** The full-width cell of a FieldGrid. */
export function WideCell({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

/** The fields both the registration and the edit form let the owner choose. */
export function EditableSpecFields() {
  const options = useBikeOptions();
  return (
    <>
      <SelectField name="color" label="Côr Principal" options={options.colors} required />
      <SelectField name="secondary_colors" label="Côres Secundárias (opcional)" options={options.colors} multiple />
      <SelectField name="wheel_size" label="Tamanho de roda" options={options.wheelSizes} required />
      <SelectField name="materials" label="Materiais" options={options.materials} multiple required />
      <SelectField name="suspension_types" label="Tipo de Suspensão" options={options.suspensionTypes} multiple required />
    </>
  );
}

export function OtherInformationField({ label = 'Informação adicional (opcional)' }: { label?: string }) {
  return <TextInput name="other_information" label={label} multiline minRows={3} />;
}
