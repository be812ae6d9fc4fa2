import { getIn, type FormikProps } from 'formik';
import type { KeyboardEvent } from 'react';

type FieldSource<Values> = Pick<FormikProps<Values>, 'values' | 'touched' | 'errors' | 'handleChange' | 'handleBlur'>;

/**
 * A text field wired to formik: its message shows once the field was left or the form submitted
 * (spec, section 5). A blank helper text keeps the room for it, so the form does not jump.
 */
export function textFieldProps<Values>(form: FieldSource<Values>, name: keyof Values & string) {
  const error: unknown = getIn(form.touched, name) ? getIn(form.errors, name) : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return {
    id: name,
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
 * Sign-up is never sent by Enter (spec, section 5): a half-filled form would only fill with
 * errors. Enter still works where it means something else: text areas and buttons.
 */
export function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
