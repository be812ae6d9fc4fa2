import { birthDateToApi, birthDateToForm, parseBirthDate } from '../../src/features/account/birth-date';
import { profileFormSchema, toProfileInput } from '../../src/features/account/profile-form';

describe('birth date dd/MM/yyyy ⇄ YYYY-MM-DD', () => {
  it('shows the API date as dd/MM/yyyy and sends it back unchanged', () => {
    expect(birthDateToForm('1990-05-23')).toBe('23/05/1990');
    expect(birthDateToApi('23/05/1990')).toBe('1990-05-23');
    for (const date of ['1990-01-01', '1984-12-31', '2000-02-29']) {
      expect(birthDateToApi(birthDateToForm(date))).toBe(date);
    }
  });

  it('keeps the day whatever the time zone: a calendar date is not an instant', () => {
    expect(parseBirthDate('01/01/1990')?.toISOString()).toBe('1990-01-01T00:00:00.000Z');
    expect(birthDateToApi('31/12/1999')).toBe('1999-12-31');
  });

  it('has no date for an empty value', () => {
    expect(birthDateToForm(null)).toBe('');
    expect(birthDateToForm(undefined)).toBe('');
    expect(birthDateToApi('')).toBeNull();
  });

  it.each(['31/02/2000', '29/02/2001', '1/2/2000', '2000-02-01', '23-05-1990', '00/01/2000', 'ontem'])(
    'refuses %s',
    (text) => {
      expect(parseBirthDate(text)).toBeNull();
      expect(birthDateToApi(text)).toBeNull();
    },
  );
});

describe('profileFormSchema', () => {
  const valid = { name: 'Ana', city: 'Lisboa', taxpayer_number: '', mobile_number: '', genre: '', date_of_birth: '' };

  it('accepts a typed dd/MM/yyyy birth date', async () => {
    await expect(profileFormSchema.validate({ ...valid, date_of_birth: '23/05/1990' })).resolves.toBeTruthy();
  });

  it.each(['31/02/2000', '1990-05-23', '01/01/1800', '01/01/2999'])(
    "gives the shared message for the birth date '%s'",
    async (date_of_birth) => {
      await expect(profileFormSchema.validateAt('date_of_birth', { ...valid, date_of_birth })).rejects.toThrow(
        '*Data de nascimento inválida',
      );
    },
  );

  it('sends empty optional fields as null and the stored coordinates back', () => {
    const coordinates = { latitude: 38.72, longitude: -9.14 };
    expect(toProfileInput({ ...valid, name: '  Ana Silva ' }, { address_coordinates: coordinates })).toEqual({
      name: 'Ana Silva',
      city: 'Lisboa',
      taxpayer_number: null,
      mobile_number: null,
      genre: null,
      date_of_birth: null,
      address_coordinates: coordinates,
    });
  });
});
