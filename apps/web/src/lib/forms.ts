import { getIn, type FormikProps } from 'formik';
import { showToast } from './toast';
import type { KeyboardEvent } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';

/* How every form shows its messages and sends (spec, sections 5 and 8). */

type FieldSource<Values> = Pick<FormikProps<Values>, 'values' | 'touched' | 'errors' | 'handleChange' | 'handleBlur'>;

/**
 * A text field wired to formik: its message shows once the field was left or the form submitted
 * (spec, section 5). A blank helper text keeps the room for it, so the form does not jump.
 */
export function textFieldProps<Values>(form: FieldSource<Values>, name: keyof Values & string, { idPrefix = '' } = {}) {
  const message = fieldError(form, name);
  return {
    // A prefix keeps ids unique where two forms share a page (the footer's newsletter has an email too).
    id: `${idPrefix}${name}`,
    name,
    value: getIn(form.values, name) as string,
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(message),
    helperText: message ?? ' ',
  };
}

/** The message of a field that is not a text field (a checkbox, an autocomplete), once touched. */
export function fieldError<Values>(form: Pick<FormikProps<Values>, 'touched' | 'errors'>, name: keyof Values & string) {
  const error: unknown = getIn(form.touched, name) ? getIn(form.errors, name) : undefined;
  return typeof error === 'string' ? error : undefined;
}

/**
 * For the long forms the spec says Enter must not send (sign-up, stolen report): a half-filled
 * form would only fill with errors. Enter still works in text areas and on buttons.
 */
export function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName !== 'TEXTAREA' && target.tagName !== 'BUTTON') event.preventDefault();
}

/**
 * Submits the form; when it is invalid, also shows the form's toast (spec, section 8), while
 * formik marks every field touched so each message appears under its field.
 */
export async function submitOrWarn<Values>(form: FormikProps<Values>, invalidMessage: string): Promise<void> {
  const errors = await form.validateForm();
  if (Object.keys(errors).length > 0) showToast(invalidMessage, 'error');
  await form.submitForm();
}

/**
 * The values a form sends: empty inputs become "not given" (so nullable fields become null),
 * and the shared schema trims and converts them; client-only fields are dropped.
 */
export function toSchemaInput<S extends AnyObjectSchema>(schema: S, values: object): InferType<S> {
  const given = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));
  return schema.cast(given, { stripUnknown: true }) as InferType<S>;
}
