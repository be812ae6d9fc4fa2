/**
 * Look-alike characters that owners, shops and police transcribe inconsistently.
 * Folding them lets "B0BS-CATZIO" and "bobs catzio" find the same bike (docs/decisions/d8-search.md).
 */
const LOOK_ALIKES: Record<string, string> = {
  O: '0',
  I: '1',
  L: '1',
  '|': '1',
  S: '5',
  Z: '2',
  B: '8',
};

/**
 * Normalizes a serial number the way Bike Index does: upper case, look-alikes folded,
 * punctuation turned into single spaces, leading zeros dropped.
 * Used on write (stored as `serial_normalized`) and on query, so both sides agree.
 */
export function normalizeSerial(serial: string): string {
  const folded = serial
    .trim()
    .toUpperCase()
    .replace(/[OIL|SZB]/g, (char) => LOOK_ALIKES[char]);
  return folded
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .replace(/^0+/, '')
    .trim();
}

/**
 * What `serial_normalized` stores and search compares: the normalized serial without its
 * spaces, so "0BS-12 345" finds a bike registered as "obs12345".
 */
export function serialKey(serial: string): string {
  return normalizeSerial(serial).replace(/ /g, '');
}
