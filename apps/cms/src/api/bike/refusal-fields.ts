/** A corrected registration carries no refusal: it is pending again and back in the queue. */
export const CLEARED_REFUSAL = { refusal_reason: null, refusal_note: null, refused_at: null };

export const REFUSAL_FIELDS = ['refusal_reason', 'refusal_note', 'refused_at'];
