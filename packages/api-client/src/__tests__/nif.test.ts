import { isValidNif } from '../nif';

describe('isValidNif', () => {
  it.each(['123456789', '501442600', '245893075', '999999990'])('accepts the valid NIF %s', (nif) => {
    expect(isValidNif(nif)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '123456780'],
    ['8 digits', '12345678'],
    ['letters', '12345678A'],
    ['an impossible prefix', '412345678'],
    ['spaces', '123 456 789'],
  ])('refuses %s', (_reason, nif) => {
    expect(isValidNif(nif)).toBe(false);
  });
});
