import { keepPriceGap, PRICE_GAP } from '../../src/features/classifieds/price-range';

describe('keepPriceGap', () => {
  it('uses the spec gap of 4 euros', () => {
    expect(PRICE_GAP).toBe(4);
  });

  it('leaves a range whose handles are 4 or more apart as it is', () => {
    expect(keepPriceGap([100, 104], 0, 5200)).toEqual([100, 104]);
    expect(keepPriceGap([0, 5200], 1, 5200)).toEqual([0, 5200]);
  });

  it('stops the lower handle 4 below the upper one', () => {
    expect(keepPriceGap([102, 104], 0, 5200)).toEqual([100, 104]);
    expect(keepPriceGap([900, 500], 0, 5200)).toEqual([496, 500]);
  });

  it('stops the upper handle 4 above the lower one', () => {
    expect(keepPriceGap([100, 101], 1, 5200)).toEqual([100, 104]);
    expect(keepPriceGap([500, 20], 1, 5200)).toEqual([500, 504]);
  });

  it('pushes the other handle only when the moved one is pinned at an end', () => {
    expect(keepPriceGap([0, 2], 1, 5200)).toEqual([0, 4]);
    expect(keepPriceGap([0, 1], 0, 5200)).toEqual([0, 4]);
    expect(keepPriceGap([5199, 5200], 0, 5200)).toEqual([5196, 5200]);
    expect(keepPriceGap([5198, 5200], 1, 5200)).toEqual([5196, 5200]);
  });

  it('keeps both handles on the scale and in whole euros', () => {
    expect(keepPriceGap([-50, 9000], 0, 5200)).toEqual([0, 5200]);
    expect(keepPriceGap([10.4, 99.6], 1, 5200)).toEqual([10, 100]);
  });

  it('takes a scale shorter than the gap whole', () => {
    expect(keepPriceGap([1, 2], 0, 3)).toEqual([0, 3]);
    expect(keepPriceGap([0, 0], 1, 0)).toEqual([0, 0]);
  });
});
