import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MESSAGES,
  serialKey,
  type bikeEditSchema,
  type bikePhotosSchema,
  type bikeRegistrationSchema,
  type listingSchema,
  type recoverySchema,
  type stolenReportSchema,
} from '@bicla/api-client/shared';
import type { InferType } from 'yup';
import { keptUntilWritten } from '../../../cache/clear-on-write';
import { idsLinkedTo } from '../../../database/linked-ids';
import { rowWrites } from '../../../database/row-writes';
import { isUniqueViolation } from '../../../database/unique-violation';
import { bikeSlug, randomRegistryNumber } from '../identifiers';
import { ownerBikeRows, ownerView, type OwnerBikeRow } from '../owner-view';
import { currentDraft } from '../rules';
import type { OwnedBike } from '../policies/is-owner';
import { CLEARED_REFUSAL } from '../refusal-fields';
import { CLEARED_SALE } from '../sale-fields';
import { CLEARED_TRANSFER } from '../transfer-fields';
import { INVOICE, PUBLIC_PHOTO, SERIAL_PHOTO, assertOwnFiles } from '../uploads';
import type notifyService from '../../alert/services/notify';
import type { HistoryEntry, HistoryService } from '../../history/services/history';

type Registration = InferType<typeof bikeRegistrationSchema>;
type Photos = InferType<typeof bikePhotosSchema>;
type Edit = InferType<typeof bikeEditSchema>;
type StolenReport = InferType<typeof stolenReportSchema>;
type Recovery = InferType<typeof recoverySchema>;
type Listing = InferType<typeof listingSchema>;

interface Caller {
  id: number;
  documentId: string;
}

export const HISTORY_PAGE_SIZE = 5;
const BIKE = 'api::bike.bike';
const REGISTRY_NUMBER_ATTEMPTS = 5;

/** Relation fields of the registration and edit forms, the lookup each points to, and its message. */
const RELATIONS = {
  category: ['api::category.category', MESSAGES.bike.category],
  year: ['api::year.year', MESSAGES.bike.year],
  brand: ['api::brand.brand', MESSAGES.bike.brand],
  color: ['api::color.color', MESSAGES.bike.color],
  secondary_colors: ['api::color.color', MESSAGES.bike.color],
  wheel_size: ['api::wheel-size.wheel-size', MESSAGES.bike.wheelSize],
  materials: ['api::material.material', MESSAGES.bike.materials],
  suspension_types: ['api::suspension-type.suspension-type', MESSAGES.bike.suspensionTypes],
} as const;

/** Sets of lookups whose ids are kept: the forms name a few hundred brands, colours, sizes and years. */
const LOOKUP_LIMITS = { entries: 10_000, bytes: 2 * 1024 * 1024 };

/** The file fields an edit or an ad may keep as they are (see `attachedFileIds`). */
const FILE_FIELDS = ['bike_photo', 'serial_number_photo', 'invoice_photo', 'for_classified'] as const;
/** The relations and photos the edit form sends back (bikeEditSchema). */
const EDITED_RELATIONS = ['color', 'secondary_colors', 'wheel_size', 'materials', 'suspension_types'] as const;
const EDITED_PHOTOS = ['bike_photo', 'serial_number_photo', 'invoice_photo'] as const;

/** What a bike links to, as its owner's row has it: a file with its id, a relation with its documentId. */
interface Link {
  id: number;
  documentId?: string;
}
type Links = Link | Link[] | null | undefined;

/**
 * The files a bike already shows. Keeping them is no new attachment, even when someone else
 * uploaded them (a previous owner, or the seed), so an unchanged photo never blocks a save.
 */
const attachedFileIds = (row: OwnerBikeRow) => FILE_FIELDS.flatMap((field) => (row[field] as Links) ?? []).map((file) => file.id);

/** Whether a form sends back what the bike links to now, in the same order. */
function sameLinks(current: Links, sent: unknown, name: (link: Link) => unknown) {
  const now = Array.isArray(current) ? current.map(name) : current ? name(current) : null;
  return JSON.stringify(now) === JSON.stringify(sent ?? null);
}

/**
 * The edit without the relations and photos the bike already has: Strapi deletes and inserts
 * every link it is given, changed or not (about twenty statements an edit).
 */
function withoutUnchangedLinks(data: Edit, row: OwnerBikeRow): Partial<Edit> {
  const changed: Partial<Edit> = { ...data };
  for (const field of EDITED_RELATIONS) if (sameLinks(row[field] as Links, data[field], (link) => link.documentId)) delete changed[field];
  for (const field of EDITED_PHOTOS) if (sameLinks(row[field] as Links, data[field], (link) => link.id)) delete changed[field];
  return changed;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bikes = () => strapi.db.query(BIKE);
  const notify = () => strapi.service('api::alert.notify') as ReturnType<typeof notifyService>;
  const history = () => strapi.service('api::history.history') as unknown as HistoryService;

  // Editors change the lookups rarely; every registration names eight of them.
  const lookupIds = keptUntilWritten<Record<string, number>>(strapi, [...new Set(Object.values(RELATIONS).map(([uid]) => uid))], LOOKUP_LIMITS, {
    shared: true,
  });

  /**
   * `data` with the lookups it names by documentId named by id, as Strapi's query engine takes
   * them. Every documentId must name an existing row: an unknown brand is as bad as none.
   */
  async function withRelationIds(data: Partial<Record<keyof typeof RELATIONS, string | string[]>>): Promise<Record<string, unknown>> {
    const resolved: Record<string, number | number[]> = {};
    for (const [field, [uid, message]] of Object.entries(RELATIONS)) {
      const value = data[field as keyof typeof RELATIONS];
      if (value === undefined) continue;
      const documentIds = Array.isArray(value) ? value : [value];
      const wanted = [...new Set(documentIds)].sort();
      const idOf = await lookupIds.read(`${uid} ${wanted.join(' ')}`, async () => {
        const rows: { id: number; documentId: string }[] = wanted.length
          ? await strapi.db.query(uid).findMany({ where: { documentId: { $in: wanted } }, select: ['id', 'documentId'] })
          : [];
        return Object.fromEntries(rows.map((row) => [row.documentId, row.id]));
      });
      if (wanted.some((documentId) => idOf[documentId] === undefined)) throw new errors.ValidationError(message);
      const ids = documentIds.map((documentId) => idOf[documentId]);
      resolved[field] = Array.isArray(value) ? ids : ids[0];
    }
    return { ...data, ...resolved };
  }

  const ownerRows = ownerBikeRows(strapi);
  /** The owner's row of a bike, by its id; it is theirs (the is-owner policy found it, or they just registered it). */
  const rowOf = async (bike: { id: number }) => (await ownerRows.byIds([bike.id]))[0];
  const load = async (bike: { id: number }) => ownerView(strapi, await rowOf(bike));
  /** The rows of bikes `ids`, in that order, as their owner sees them. */
  const ownerViews = async (ids: number[], linkTtlMs?: number) => (await ownerRows.byIds(ids)).map((row) => ownerView(strapi, row, linkTtlMs));

  /**
   * The owner's writes of the bike's fields, lookups (by id: `withRelationIds`) and files go
   * through statements compiled once (src/database/row-writes.ts), as the history's and the
   * messages' do: the document service would look every documentId up again, count what it found
   * and read the bike twice more, and Strapi's query engine builds every statement anew. The
   * model's lifecycles still run and clear the caches, and the bike's kept rows are emptied by the
   * database (src/database/kept-rows.ts). The document middlewares watch what these writes never
   * change: the approval (approval-email.ts) and the stolen place (stolen-place.ts).
   */
  const bikeRows = rowWrites(strapi, BIKE);
  async function write(bike: { id: number }, data: Record<string, unknown>) {
    if (!(await bikeRows.update(bike.id, data))) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
  }
  /** The stolen report and the recovery: a component, and the stolen place its document middleware keeps. */
  const writeDocument = (bike: { documentId: string }, data: Record<string, unknown>) =>
    strapi.documents(BIKE).update({ documentId: bike.documentId, data });

  /** A state change and its history entry, written together or not at all (docs/decisions/d3-server-state-changes.md). */
  const withHistory = (
    bike: OwnedBike,
    user: Caller,
    entry: Pick<HistoryEntry, 'type' | 'information'> | null,
    change: () => Promise<unknown>,
  ) =>
    strapi.db.transaction(async () => {
      await change();
      if (entry) await history().record({ bike: bike.id, user: user.id, ...entry });
    });

  return {
    /** `linkTtlMs`: how long the private files' links work (longer in the RGPD export). */
    async mine(user: Pick<Caller, 'id'>, linkTtlMs?: number) {
      return ownerViews(await idsLinkedTo(strapi, BIKE, 'user', user.id), linkTtlMs);
    },

    /** The newest pending registration that stopped before its photos, or that an editor sent back (rules.ts, `draftWhere`). */
    async draft(user: Caller) {
      const draft = await currentDraft(strapi, user.id);
      return draft ? (await ownerViews([draft.id]))[0] : null;
    },

    /** Step 1: a pending draft owned by the caller, with its server-made numbers. */
    async register(user: Caller, data: Registration) {
      const withIds = await withRelationIds(data);
      const now = new Date();
      for (let attempt = 1; ; attempt += 1) {
        // The same nickname registered in the same millisecond (another request, another
        // process) takes the slug: a retry moves its timestamp within the next second.
        const sluggedAt = attempt === 1 ? now : new Date(now.getTime() + randomInt(1, 1000));
        try {
          const created = await bikeRows.create({
            ...withIds,
            slug: bikeSlug(data.nickName, sluggedAt),
            serial_normalized: serialKey(data.serial_number),
            registry_number: randomRegistryNumber(),
            approved: false,
            stolen: false,
            on_sale: false,
            user: user.id,
            // What the document service sets on a model without drafts: the row is the published one.
            publishedAt: now,
          });
          return load(created);
        } catch (error) {
          // A colliding registry number or slug: draw again (the unique indexes decide).
          if (!isUniqueViolation(error) || attempt === REGISTRY_NUMBER_ATTEMPTS) throw error;
        }
      }
    },

    /** Step 1 again, on a draft: new answers, the same numbers and slug (the server made them). */
    async updateDraft(bike: OwnedBike, data: Registration) {
      await write(bike, { ...(await withRelationIds(data)), serial_normalized: serialKey(data.serial_number) });
      return load(bike);
    },

    /** Step 2: the three photos complete the registration, or correct a refused one; history records it. */
    async completeRegistration(user: Caller, bike: OwnedBike, photos: Photos) {
      await assertOwnFiles(strapi, user.id, [photos.bike_photo], PUBLIC_PHOTO);
      await assertOwnFiles(strapi, user.id, [photos.serial_number_photo], SERIAL_PHOTO);
      await assertOwnFiles(strapi, user.id, [photos.invoice_photo], INVOICE);
      const { refused_at } = await bikes().findOne({ where: { id: bike.id }, select: ['refused_at'] });
      await withHistory(
        bike,
        user,
        { type: 'bike', information: { text: refused_at ? 'Registo corrigido e reenviado para aprovação' : 'A bicicleta foi registada com sucesso!' } },
        () => write(bike, { ...photos, ...CLEARED_REFUSAL }),
      );
      return load(bike);
    },

    async edit(user: Caller, bike: OwnedBike, data: Edit) {
      const links = await rowOf(bike);
      const changed = withoutUnchangedLinks(data, links);
      const withIds = await withRelationIds(changed);
      // A photo left where it is was checked when it was put there (or an editor put it there).
      const attached = attachedFileIds(links);
      const sent = (id: number | undefined) => (id === undefined ? [] : [id]);
      await assertOwnFiles(strapi, user.id, sent(changed.bike_photo), PUBLIC_PHOTO, attached);
      await assertOwnFiles(strapi, user.id, sent(changed.serial_number_photo), SERIAL_PHOTO, attached);
      await assertOwnFiles(strapi, user.id, sent(changed.invoice_photo), INVOICE, attached);
      await write(bike, withIds);
      return load(bike);
    },

    async reportStolen(user: Caller, bike: OwnedBike, report: StolenReport) {
      const { latitude, longitude, for_stolen, ...details } = report;
      await assertOwnFiles(strapi, user.id, for_stolen, PUBLIC_PHOTO);
      const now = new Date();
      await strapi.db.transaction(async () => {
        await withHistory(bike, user, { type: 'stolen', information: { text: 'Bicicleta dada como roubada', city: details.city } }, () =>
          writeDocument(bike, {
            stolen: true,
            stolen_details: details,
            stolen_reported_at: now,
            latitude,
            longitude,
            for_stolen,
            ...CLEARED_SALE,
            ...CLEARED_TRANSFER,
          }),
        );
        await notify().stolenReported(bike, user, now);
      });
      return load(bike);
    },

    async recover(user: Caller, bike: OwnedBike, recovery: Recovery) {
      await strapi.db.transaction(async () => {
        await withHistory(
          bike,
          user,
          {
            type: 'recover',
            information: {
              text: 'Bicicleta recuperada!',
              recovery_message: recovery.recovery_message,
              // The modal's two answers; only a shared story reaches the home page (docs/decisions/d9-mock-ups-made-real.md).
              we_helped: Boolean(recovery.we_helped),
              can_share: Boolean(recovery.can_share),
            },
          },
          () =>
            writeDocument(bike, {
              stolen: false,
              stolen_details: null,
              stolen_reported_at: null,
              for_stolen: [],
              latitude: null,
              longitude: null,
              ...CLEARED_SALE,
            }),
        );
        await notify().recovered(bike);
      });
      return load(bike);
    },

    /** Publishes or edits the ad; history records a new ad and every price change. */
    async upsertListing(user: Caller, bike: OwnedBike, listing: Listing) {
      const current = await rowOf(bike);
      // The same photos in the same order, as when only the price changes: their links stay as they are.
      const samePhotos = sameLinks(current.for_classified as Links, listing.for_classified, (link) => link.id);
      if (!samePhotos) await assertOwnFiles(strapi, user.id, listing.for_classified, PUBLIC_PHOTO, attachedFileIds(current));
      const priceChanged = !current.on_sale || current.price !== listing.price;
      await strapi.db.transaction(async () => {
        await withHistory(
          bike,
          user,
          priceChanged ? { type: 'sale', information: { text: 'Bicicleta anunciada para venda', price: listing.price } } : null,
          () =>
            write(bike, {
              on_sale: true,
              price: listing.price,
              remarks: listing.remarks,
              ...(samePhotos ? {} : { for_classified: listing.for_classified }),
              classified_date: current.on_sale ? current.classified_date : new Date(),
            }),
        );
        if (!current.on_sale) await notify().checkPossibleMatch(bike);
      });
      return load(bike);
    },

    async removeListing(bike: OwnedBike) {
      await strapi.db.transaction(async () => {
        await write(bike, CLEARED_SALE);
        await notify().adEnded(bike, 'withdrawn');
      });
      return load(bike);
    },

    /** Oldest first, 5 a page, with one count query. */
    async history(bike: OwnedBike, page: number) {
      const where = { bike: { id: bike.id } };
      const [rows, total] = await Promise.all([
        strapi.db.query('api::history.history').findMany({
          where,
          select: ['documentId', 'type', 'information', 'createdAt'],
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          offset: (page - 1) * HISTORY_PAGE_SIZE,
          limit: HISTORY_PAGE_SIZE,
        }),
        strapi.db.query('api::history.history').count({ where }),
      ]);
      return {
        data: rows,
        pagination: { page, pageSize: HISTORY_PAGE_SIZE, pageCount: Math.ceil(total / HISTORY_PAGE_SIZE), total },
      };
    },
  };
};
