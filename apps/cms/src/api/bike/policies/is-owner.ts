import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { tableAndColumns } from '../../../database/indexes';
import {
  columnReaders,
  compiledOnce,
  currentRunner,
  hasOne,
  joinOne,
  oneOfColumn,
  readColumns,
  valueSlot,
  type ColumnReader,
} from '../../../database/list-statements';
import { assertApproved, assertDraft, assertNotStolen, assertOnSale, assertStolen } from '../rules';

/** The state a route requires of the bike, beyond being the caller's (src/api/bike/rules.ts). */
export interface OwnerPolicyConfig {
  approved?: boolean;
  notStolen?: boolean;
  stolen?: boolean;
  onSale?: boolean;
  /** The caller's unfinished registration. */
  draft?: boolean;
}

export interface OwnedBike {
  id: number;
  documentId: string;
  approved: boolean;
  stolen: boolean;
  on_sale: boolean;
  nickName: string;
  slug: string;
}

type PolicyContext = Parameters<Core.MiddlewareHandler>[0];

const BIKE = 'api::bike.bike';
const OWNED_FIELDS = ['id', 'documentId', 'approved', 'stolen', 'on_sale', 'nickName', 'slug'];

type Flat = Record<string, unknown>;

const ownedReaders = new WeakMap<Core.Strapi, { statement: ReturnType<typeof compiledOnce<Flat>>; readers: ColumnReader[] }>();

/**
 * The bike of a documentId with its owner's id, one statement compiled once
 * (src/database/list-statements.ts): through Strapi's query engine with a populate it was two,
 * each built anew, on every owner's write.
 */
async function bikeWithOwner(strapi: Core.Strapi, documentId: string): Promise<(OwnedBike & { ownerId: number | null }) | null> {
  if (!ownedReaders.has(strapi)) {
    const statement = compiledOnce<Flat>((knex) => {
      const { table, columns } = tableAndColumns(strapi, BIKE, OWNED_FIELDS);
      const query = knex({ b: table })
        .select(Object.fromEntries(OWNED_FIELDS.map((field, index) => [field, `b.${columns[index]}`])))
        .where(`b.${columns[OWNED_FIELDS.indexOf('documentId')]}`, valueSlot('documentId'))
        .limit(1);
      joinOne(strapi, knex, query, { uid: BIKE, alias: 'b' }, 'user', ['id']);
      return query;
    });
    ownedReaders.set(strapi, { statement, readers: columnReaders(strapi, BIKE, OWNED_FIELDS) });
  }
  const { statement, readers } = ownedReaders.get(strapi)!;
  const [flat] = await statement(await currentRunner(strapi), { documentId });
  if (!flat) return null;
  return { ...(readColumns(readers, flat) as unknown as OwnedBike), ownerId: hasOne(flat, 'user') ? Number(flat[oneOfColumn('user', 'id')]) : null };
}

/**
 * The caller must own the bike named by the route's `:id` (a documentId), in the state the
 * route's configuration asks for. The bike is left in `ctx.state.bike` for the controller.
 * Refusals carry the catalogue's Portuguese message: a 403 must be a PolicyError, since Strapi
 * replaces any other ForbiddenError's message with "Forbidden".
 */
export default async (policyContext: PolicyContext, config: OwnerPolicyConfig = {}, { strapi }: { strapi: Core.Strapi }) => {
  const user: { id: number } | undefined = policyContext.state.user;
  if (!user) throw new errors.UnauthorizedError('É necessário iniciar sessão');

  const found = await bikeWithOwner(strapi, String(policyContext.params.id));
  if (!found) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
  const { ownerId, ...bike } = found;
  if (ownerId !== user.id) throw new errors.PolicyError(MESSAGES.notOwner);
  if (config.approved) assertApproved(bike);
  if (config.notStolen) assertNotStolen(bike);
  if (config.stolen) assertStolen(bike);
  if (config.onSale) assertOnSale(bike);
  if (config.draft) await assertDraft(strapi, user.id, bike);

  policyContext.state.bike = bike;
  return true;
};
