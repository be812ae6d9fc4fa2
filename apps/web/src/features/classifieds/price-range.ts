/** Spec, sections 5 and 9: the two price handles always stay at least 4 euros apart. */
export const PRICE_GAP = 4;

export type PriceRange = readonly [low: number, high: number];

/** Which handle the visitor moved: the lower (0) or the upper (1). */
export type PriceHandle = 0 | 1;

/**
 * Keeps a price range inside 0..limit with the handles at least `gap` apart. The handle being
 * moved stops short of the other one; the other moves only when the moved one is pinned at an
 * end of the scale. A scale shorter than the gap is taken whole.
 */
export function keepPriceGap([low, high]: PriceRange, moved: PriceHandle, limit: number, gap = PRICE_GAP): PriceRange {
  const clamp = (value: number) => Math.min(Math.max(Math.round(value), 0), limit);
  if (limit <= gap) return [0, limit];
  const lower = clamp(low);
  const upper = clamp(high);
  if (upper - lower >= gap) return [lower, upper];
  if (moved === 0) {
    const stopped = Math.max(upper - gap, 0);
    return [stopped, stopped + gap];
  }
  const stopped = Math.min(lower + gap, limit);
  return [stopped - gap, stopped];
}
