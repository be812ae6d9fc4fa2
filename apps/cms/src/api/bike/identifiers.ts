import { randomInt } from 'node:crypto';

const REGISTRY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const REGISTRY_NUMBER_LENGTH = 9;

/** A Bicla number: 9 characters from A-Z0-9, from a CSPRNG (docs/decisions/d1-name-and-registry-number.md). */
export function randomRegistryNumber(): string {
  let value = '';
  for (let i = 0; i < REGISTRY_NUMBER_LENGTH; i += 1) value += REGISTRY_ALPHABET[randomInt(REGISTRY_ALPHABET.length)];
  return value;
}

/** The spec's slug: the nickname without whitespace, lower-cased, plus a timestamp. */
export function bikeSlug(nickName: string, at: Date = new Date()): string {
  const base = nickName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[^a-z0-9-]/g, '');
  return `${base || 'bicicleta'}-${at.getTime()}`;
}
