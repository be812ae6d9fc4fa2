import type { FormikProps } from 'formik';
import { enqueueSnackbar } from 'notistack';
import type { KeyboardEvent } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';

/**
 * The values a form sends: empty inputs become "not given" (so nullable fields become null),
 * and the shared schema trims and converts them; client-only fields are dropped.
 */
export function toSchemaInput<S extends AnyObjectSchema>(schema: S, values: object): InferType<S> {
  const given = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));
  return schema.cast(given, { stripUnknown: true }) as InferType<S>;
}

/**
 * Submits the form; when it is invalid, also shows the form's toast (spec, section 8), while
 * formik marks every field touched so each message appears under its field.
 */
export async function submitOrWarn<Values>(formik: FormikProps<Values>, invalidMessage: string): Promise<void> {
  const errors = await formik.validateForm();
  if (Object.keys(errors).length > 0) enqueueSnackbar(invalidMessage, { variant: 'error' });
  await formik.submitForm();
}

/** Spec, section 5: Enter does not submit the stolen report (it is a long form, easy to send half done). */
export function blockEnterKey(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName !== 'TEXTAREA' && target.tagName !== 'BUTTON') event.preventDefault();
}
