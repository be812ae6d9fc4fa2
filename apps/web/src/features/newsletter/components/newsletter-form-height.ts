/** The height of the form's row (a small filled field beside a 48 px button), held while it loads. */
export const NEWSLETTER_FORM_HEIGHT = 48;
