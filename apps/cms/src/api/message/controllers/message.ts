import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { messageSchema } from '@bicla/api-client/shared';
import { requestData, validateBody } from '../../../utils/validate';
import type messageService from '../services/message';
import type { MessageCaller } from '../services/message';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Query = Record<string, unknown>;

/** Longest documentId accepted in a query; Strapi's are 24 characters. */
const MAX_ID_LENGTH = 64;

const invalid = (key: string, message: string) => new errors.ValidationError(message, { key, source: 'query' });

/** Custom routes escape `rest.strictParams`, so each action names the parameters it accepts. */
function allowOnly(query: Query, keys: string[]) {
  for (const key of Object.keys(query)) {
    if (!keys.includes(key)) throw invalid(key, `O parâmetro "${key}" não é permitido`);
  }
}

/** A positive integer; `?page=a`, `?page[x]=` or repeated keys are refused. */
function positiveInteger(query: Query, key: string, fallback?: number): number {
  const value = query[key];
  if ((value === undefined || value === '') && fallback !== undefined) return fallback;
  const parsed = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw invalid(key, `O parâmetro "${key}" tem de ser um número inteiro positivo`);
  return parsed;
}

/** `true` or `false`; absent is false. */
function flag(query: Query, key: string): boolean {
  const value = query[key];
  if (value === undefined) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalid(key, `O parâmetro "${key}" tem de ser true ou false`);
}

function documentId(query: Query, key: string): string {
  const value = query[key];
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed || trimmed.length > MAX_ID_LENGTH) throw invalid(key, `O parâmetro "${key}" tem de identificar uma bicicleta`);
  return trimmed;
}

/**
 * Messages between users (decision D7). Every route needs a login (the role grants); the
 * service decides what the caller is a party of. This validates, delegates and answers
 * `{ data, meta }`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::message.message') as ReturnType<typeof messageService>;
  const caller = (ctx: Ctx) => ctx.state.user as MessageCaller;

  return {
    async send(ctx: Ctx) {
      allowOnly(ctx.query, []);
      const input = await validateBody(messageSchema, requestData(ctx.request.body));
      const data = await service().send(caller(ctx), input);
      ctx.status = 201;
      ctx.body = { data, meta: {} };
    },

    async inbox(ctx: Ctx) {
      allowOnly(ctx.query, ['page', 'onSale']);
      const { data, pagination } = await service().inbox(caller(ctx), positiveInteger(ctx.query, 'page', 1), {
        onSale: flag(ctx.query, 'onSale'),
      });
      ctx.body = { data, meta: { pagination } };
    },

    async conversation(ctx: Ctx) {
      allowOnly(ctx.query, ['bike', 'with']);
      const bike = documentId(ctx.query, 'bike');
      const withUserId = positiveInteger(ctx.query, 'with');
      ctx.body = { data: await service().conversation(caller(ctx), bike, withUserId), meta: {} };
    },

    async markRead(ctx: Ctx) {
      allowOnly(ctx.query, []);
      ctx.body = { data: await service().markRead(caller(ctx), ctx.params.id), meta: {} };
    },

    async unreadCount(ctx: Ctx) {
      allowOnly(ctx.query, []);
      ctx.body = { data: { count: await service().unreadCount(caller(ctx)) }, meta: {} };
    },
  };
};
