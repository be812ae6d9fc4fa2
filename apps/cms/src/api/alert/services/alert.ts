import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MAX_ALERTS_PER_KIND,
  brandAndModel,
  type Alert,
  type AlertKind,
  type SavedSearchFilters,
  type Unsubscribed,
  type alertInputSchema,
} from '@bicla/api-client/shared';
import type { InferType } from 'yup';
import { idsLinkedTo } from '../../../database/linked-ids';
import { isUniqueViolation } from '../../../database/unique-violation';
import { verifyUnsubscribeToken } from '../signed-link';

type AlertInput = InferType<typeof alertInputSchema>;

export const ALERT = 'api::alert.alert';

/** What an alert row holds once its relations are loaded (ALERT_POPULATE). */
export interface AlertRow {
  id: number;
  documentId: string;
  kind: AlertKind;
  createdAt: string;
  filters: SavedSearchFilters | null;
  city: { name: string; slug: string } | null;
  bike: { documentId: string; slug: string; nickName: string; model: string | null; stolen: boolean; on_sale: boolean; brand: { name: string } | null } | null;
}

export const ALERT_FIELDS = ['id', 'documentId', 'kind', 'createdAt', 'filters'];
export const ALERT_POPULATE = {
  city: { select: ['name', 'slug'] },
  bike: { select: ['documentId', 'slug', 'nickName', 'model', 'stolen', 'on_sale'], populate: { brand: { select: ['name'] } } },
};

const euros = (value: number) => `${value.toLocaleString('pt-PT')} €`;

/** A saved search in words, as the account screen and the digest email show it. */
export function describeSearch(filters: SavedSearchFilters, categoryName: string | null) {
  const parts = [
    filters.name && `"${filters.name}"`,
    categoryName,
    filters.city,
    filters.priceMin !== undefined && filters.priceMax !== undefined
      ? `${euros(filters.priceMin)} a ${euros(filters.priceMax)}`
      : filters.priceMin !== undefined
        ? `desde ${euros(filters.priceMin)}`
        : filters.priceMax !== undefined && `até ${euros(filters.priceMax)}`,
  ].filter(Boolean);
  return `Pesquisa: ${parts.join(', ')}`;
}

/**
 * The alerts a person keeps (src/api/alert): listing, creating and removing their own, and the
 * signed one-click unsubscribe. Ownership is decided here, by the caller, never by a client id.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const alerts = () => strapi.db.query(ALERT);

  async function categoryNames(rows: AlertRow[]) {
    const ids = [...new Set(rows.map((row) => row.filters?.category).filter((id): id is string => Boolean(id)))];
    if (!ids.length) return new Map<string, string>();
    const categories: { documentId: string; name: string }[] = await strapi.db
      .query('api::category.category')
      .findMany({ where: { documentId: { $in: ids } }, select: ['documentId', 'name'] });
    return new Map(categories.map((category) => [category.documentId, category.name]));
  }

  function describe(row: AlertRow, categories: Map<string, string>): string {
    const title = row.bike ? brandAndModel(row.bike, row.bike.nickName) : '';
    switch (row.kind) {
      case 'area':
        return `Roubos em ${row.city?.name ?? 'concelho removido'}`;
      case 'search':
        return describeSearch(row.filters ?? {}, row.filters?.category ? (categories.get(row.filters.category) ?? null) : null);
      case 'favourite':
        return `Favorito: ${title}`;
      case 'match':
        return `Números de série iguais ou semelhantes ao da sua bicicleta roubada ${title}`;
    }
  }

  async function present(rows: AlertRow[]): Promise<Alert[]> {
    const categories = await categoryNames(rows);
    return rows.map((row) => ({
      documentId: row.documentId,
      kind: row.kind,
      createdAt: new Date(row.createdAt).toISOString(),
      description: describe(row, categories),
      city: row.city ? { name: row.city.name, slug: row.city.slug } : null,
      bike: row.bike
        ? { documentId: row.bike.documentId, slug: row.bike.slug, title: brandAndModel(row.bike, row.bike.nickName), stolen: row.bike.stolen, on_sale: row.bike.on_sale }
        : null,
      filters: row.kind === 'search' ? row.filters : null,
    }));
  }

  const findRows = (where: Record<string, unknown>) =>
    alerts().findMany({ where, select: ALERT_FIELDS, populate: ALERT_POPULATE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }) as Promise<AlertRow[]>;

  async function target(user: { id: number }, input: AlertInput): Promise<Record<string, unknown>> {
    if (input.kind === 'area') {
      const city = await strapi.db.query('api::city.city').findOne({ where: { slug: input.city }, select: ['id'] });
      if (!city) throw new errors.ValidationError('Concelho desconhecido');
      return { city: city.id };
    }
    if (input.kind === 'favourite') {
      // Only a live ad can be kept; its owner has no use for it.
      const bike = await strapi.db.query('api::bike.bike').findOne({
        where: { $or: [{ documentId: input.bike }, { slug: input.bike }], approved: true, on_sale: true, stolen: false },
        select: ['id'],
        populate: { user: { select: ['id'] } },
      });
      if (!bike) throw new errors.NotFoundError('Este anúncio já não está disponível');
      if (bike.user?.id === user.id) throw new errors.ValidationError('Não pode guardar o seu próprio anúncio nos favoritos');
      return { bike: bike.id };
    }
    return { filters: input.filters };
  }

  return {
    async mine(user: { id: number }) {
      return present(await findRows({ id: { $in: await idsLinkedTo(strapi, ALERT, 'user', user.id) } }));
    },

    async create(user: { id: number }, input: AlertInput): Promise<Alert> {
      const data = await target(user, input);
      const unique_key = input.kind === 'area' ? `area:${user.id}:${data.city}` : input.kind === 'favourite' ? `favourite:${user.id}:${data.bike}` : null;
      try {
        return await strapi.db.transaction(async () => {
          const theirs = await idsLinkedTo(strapi, ALERT, 'user', user.id);
          if ((await alerts().count({ where: { id: { $in: theirs }, kind: input.kind } })) >= MAX_ALERTS_PER_KIND[input.kind]) {
            throw new errors.ValidationError(`Atingiu o limite de ${MAX_ALERTS_PER_KIND[input.kind]} alertas deste tipo`);
          }
          const created = await alerts().create({ data: { ...data, kind: input.kind, user: user.id, unique_key, checked_until: new Date() } });
          const [row] = await findRows({ id: created.id });
          return (await present([row!]))[0]!;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new errors.ApplicationError(input.kind === 'area' ? 'Já segue este concelho' : 'Este anúncio já está nos seus favoritos');
      }
    },

    async remove(user: { id: number }, documentId: string) {
      const own = await alerts().findOne({ where: { documentId, user: { id: user.id } }, select: ['id'] });
      if (!own) throw new errors.NotFoundError('Este alerta não existe');
      await alerts().delete({ where: { id: own.id } });
      return { documentId };
    },

    /** The alert email's one-click link: a bad signature is refused, a second click is harmless. */
    async unsubscribe(token: string): Promise<Unsubscribed> {
      const documentId = verifyUnsubscribeToken(strapi, token);
      if (!documentId) throw new errors.ValidationError('Ligação de cancelamento inválida');
      const [row] = await findRows({ documentId });
      if (!row) return { removed: false, description: null };
      const [alert] = await present([row]);
      await alerts().deleteMany({ where: { id: row.id } });
      return { removed: true, description: alert!.description };
    },
  };
};
