/** "Marca Modelo", or whichever of the two the bike has; the fallback (e.g. its nickname) with neither. */
export function brandAndModel(bike: { brand?: { name: string } | null; model?: string | null }, fallback = ''): string {
  const words = [bike.brand?.name, bike.model].filter((word): word is string => Boolean(word?.trim()));
  return words.length ? words.join(' ') : fallback;
}
