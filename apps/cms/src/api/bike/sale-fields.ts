/** A bike with no ad: what a stolen report, a recovery, a removed ad or a deleted account leaves. */
export const CLEARED_SALE = { on_sale: false, price: null, remarks: null, classified_date: null, for_classified: [] };
