/** A bike with no pending transfer: what cancelling, claiming or reporting it stolen leaves. */
export const CLEARED_TRANSFER = {
  auth_code: null,
  transfer_name: null,
  transfer_email: null,
  transfer_expires_at: null,
};
