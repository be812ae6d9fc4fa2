import { brandAndModel } from '../bike-names';

const brand = (name: string) => ({ name, slug: name.toLowerCase() });

describe('brandAndModel', () => {
  it('joins the brand and the model, or gives whichever the bike has', () => {
    expect(brandAndModel({ brand: brand('Trek'), model: 'Marlin 7' })).toBe('Trek Marlin 7');
    expect(brandAndModel({ brand: null, model: 'Marlin 7' })).toBe('Marlin 7');
    expect(brandAndModel({ brand: brand('Trek'), model: '  ' })).toBe('Trek');
  });

  it('gives the fallback (a classified shows the nickname) when the bike has neither', () => {
    expect(brandAndModel({ brand: null, model: null })).toBe('');
    expect(brandAndModel({ brand: null, model: ' ' }, 'Montanha Verde')).toBe('Montanha Verde');
  });
});
