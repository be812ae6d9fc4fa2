import { object, string, type InferType } from 'yup';

/**
 * The public check (GET /api/v1/check): what a shop, the police or a buyer may learn of a bike
 * from its serial, its registry number or its page's slug, and nothing more (docs/decisions/d6-privacy.md).
 */
export type CheckStatus = 'registered' | 'stolen' | 'unknown';

export interface CheckResult {
  status: CheckStatus;
  /** When the registry answered, ISO 8601. */
  checkedAt: string;
  /** The bike's public page on the site; null when the registry does not know it. */
  url: string | null;
}

export const CHECK_MESSAGES = {
  oneKey: 'Indique um, e só um, de: serial (número de série), registry (número Bicla) ou slug',
  tooLong: 'O valor pesquisado não pode ter mais de 200 caracteres',
  notText: 'O valor pesquisado tem de ser um texto',
  unknownKey: 'Só são aceites os parâmetros serial, registry e slug',
  partnerToken: 'Token de parceiro inválido ou desativado',
} as const;

const CHECK_KEYS = ['serial', 'registry', 'slug'] as const;
const value = () => string().typeError(CHECK_MESSAGES.notText).trim().max(200, CHECK_MESSAGES.tooLong).transform((text: string) => text || undefined);

/** The check's query string: exactly one key, a text of at most 200 characters. */
export const checkQuerySchema = object({ serial: value(), registry: value(), slug: value() })
  .noUnknown(CHECK_MESSAGES.unknownKey)
  .test('one-key', CHECK_MESSAGES.oneKey, (query) => CHECK_KEYS.filter((key) => query[key] !== undefined).length === 1);

export type CheckQuery = InferType<typeof checkQuerySchema>;
