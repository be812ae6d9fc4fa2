/**
 * One text value from the query string, or undefined. The router parses values as JSON, so a code
 * made only of digits arrives as a number; a blank value counts as missing.
 *
 * Validators return the key even when it is undefined: the router merges their result over the
 * raw search, so leaving a key out would let a rejected raw value through.
 */
export function searchText(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text || undefined;
}
