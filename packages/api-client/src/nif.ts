/** First digits a Portuguese tax number (NIF/NIPC) can start with. */
const VALID_PREFIX = /^(1|2|3|5|6|8|9|45|70|71|72|74|75|77|79|90|91|98|99)/;

/**
 * A Portuguese NIF: 9 digits, a known prefix, and a mod-11 check digit (weights 9..2; a
 * remainder below 2 gives 0).
 */
export function isValidNif(value: string): boolean {
  if (!/^\d{9}$/.test(value) || !VALID_PREFIX.test(value)) return false;
  const sum = [...value.slice(0, 8)].reduce((total, digit, i) => total + Number(digit) * (9 - i), 0);
  const remainder = sum % 11;
  const check = remainder < 2 ? 0 : 11 - remainder;
  return check === Number(value[8]);
}
