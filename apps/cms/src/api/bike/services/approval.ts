import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PRODUCT_NAME } from '@bicla/api-client/shared';
import { object, string, type InferType } from 'yup';
import { queueEmail, webLink } from '../../../email/send';
import { withSignedUrls } from '../../../extensions/upload/private-files';
import { closeSerials } from '../close-serials';
import type { HistoryService } from '../../history/services/history';
import { CLEARED_REFUSAL } from '../refusal-fields';

/** Why an editor sends a registration back (docs/decisions/d5-approval.md); 'Outro motivo' needs a note. */
export const REFUSAL_REASONS = [
  'Fotografia do número de série ilegível',
  'Número de série não corresponde à fotografia',
  'Fatura não corresponde',
  'Fatura ilegível',
  'Fotografia da bicicleta inadequada',
  'Outro motivo',
] as const;

const OTHER_REASON = 'Outro motivo';

export const refusalSchema = object({
  reason: string()
    .required('Escolha o motivo da recusa')
    .oneOf([...REFUSAL_REASONS], 'Escolha um dos motivos da lista'),
  note: string()
    .trim()
    .max(1000, 'A nota tem no máximo 1000 caracteres')
    .when('reason', {
      is: OTHER_REASON,
      then: (schema) => schema.required('Explique o motivo da recusa'),
      otherwise: (schema) => schema.optional(),
    }),
}).noUnknown('Campo desconhecido: ${unknown}');

const lisbonDate = (date: Date) => new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** What the owner reads in the bike's history: the team decided, never which editor. */
export const approvedText = (date: Date) => `Aprovada pela equipa ${PRODUCT_NAME} em ${lisbonDate(date)}`;
export const refusedText = (date: Date, reason: string) =>
  `Registo devolvido pela equipa ${PRODUCT_NAME} em ${lisbonDate(date)}: ${reason}`;

const MEDIA = { select: ['id', 'url', 'formats', 'mime', 'name', 'width', 'height'] };

interface MediaRow {
  url: string;
  formats?: unknown;
}

interface QueueRow {
  id: number;
  documentId: string;
  serial_normalized: string;
  bike_photo: MediaRow | null;
  serial_number_photo: MediaRow | null;
  invoice_photo: MediaRow | null;
  user: { id: number; name: string | null; email: string; createdAt: string } | null;
  [field: string]: unknown;
}

type Refusal = InferType<typeof refusalSchema>;

/** A registration waits for an editor once its photos are in and no refusal is open on it. */
const PENDING = {
  approved: false,
  refused_at: { $null: true },
  model: { $notNull: true },
  bike_photo: { id: { $notNull: true } },
  serial_number_photo: { id: { $notNull: true } },
  invoice_photo: { id: { $notNull: true } },
};

/**
 * The editors' desk (docs/decisions/d5-approval.md): the queue of complete registrations, oldest
 * first, and the two decisions on them. Each decision is recorded with its editor and time
 * (`api::decision.decision`) and in the bike's history, in one transaction.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bikes = () => strapi.db.query('api::bike.bike');
  const history = () => strapi.service('api::history.history') as unknown as HistoryService;
  const recordHistory = (bike: number, text: string) => history().record({ bike, user: null, type: 'bike', information: { text } });

  /** Registered bikes with the same serial or one at most two edits away (src/api/bike/close-serials.ts). */
  async function similar(bike: { id: number; serial_normalized: string }) {
    const close = await closeSerials(strapi, bike.serial_normalized, { approvedOnly: false, excludeId: bike.id, withExact: true, limit: 20 });
    if (close.length === 0) return [];
    const distance = new Map(close.map((row) => [row.id, row.distance]));
    const rows = await bikes().findMany({
      where: { id: { $in: [...distance.keys()] } },
      select: ['id', 'documentId', 'nickName', 'serial_number', 'serial_normalized', 'registry_number', 'approved', 'stolen', 'createdAt'],
      populate: { brand: { select: ['name'] }, user: { select: ['name'] } },
      orderBy: [{ stolen: 'desc' }, { createdAt: 'asc' }],
    });
    return rows.map((row: { id: number; user?: { name: string | null } | null; [field: string]: unknown }) => {
      const { id, user, ...rest } = row;
      return { ...rest, owner: user?.name ?? null, exact: distance.get(id) === 0 };
    });
  }

  async function pendingOrFail(documentId: string) {
    const row = await bikes().findOne({ where: { documentId, ...PENDING }, select: ['id', 'documentId'] });
    if (!row) throw new errors.NotFoundError('Esta bicicleta já não está à espera de aprovação');
    return row as { id: number; documentId: string };
  }

  function oldest(where: object) {
    return bikes().findOne({
      where: { ...PENDING, ...where },
      select: ['id', 'documentId', 'nickName', 'model', 'serial_number', 'serial_normalized', 'registry_number', 'other_information', 'createdAt'],
      populate: {
        brand: { select: ['name'] },
        category: { select: ['name'] },
        year: { select: ['year'] },
        color: { select: ['name'] },
        bike_photo: MEDIA,
        serial_number_photo: MEDIA,
        invoice_photo: MEDIA,
        user: { select: ['id', 'name', 'email', 'createdAt'] },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }) as Promise<QueueRow | null>;
  }

  async function describe(row: QueueRow | null, pending: number) {
    if (!row) return { bike: null, pending };
    const { id: _id, user, ...rest } = row;
    const sign = (file: MediaRow | null) => (file ? withSignedUrls(strapi, file) : null);
    const [previousRefusals, others] = await Promise.all([
      strapi.db.query('api::decision.decision').count({ where: { bike: { id: row.id }, outcome: 'refused' } }),
      similar(row),
    ]);
    return {
      bike: {
        ...rest,
        bike_photo: sign(row.bike_photo),
        serial_number_photo: sign(row.serial_number_photo),
        invoice_photo: sign(row.invoice_photo),
        owner: user ? { name: user.name, email: user.email, createdAt: user.createdAt } : null,
        previousRefusals,
        similar: others,
      },
      pending,
    };
  }

  return {
    reasons: () => [...REFUSAL_REASONS],

    /**
     * The oldest complete registration, with everything an editor decides with. `after` (the bike
     * on screen, decided or passed over) moves on to the next one in line; past the last, the
     * queue starts again from the oldest, so a bike passed over comes back.
     */
    async next(after?: string) {
      const position = after
        ? await bikes().findOne({ where: { documentId: after }, select: ['id', 'createdAt'] })
        : null;
      const later = position
        ? {
            $or: [
              { createdAt: { $gt: position.createdAt } },
              { createdAt: position.createdAt, id: { $gt: position.id } },
            ],
          }
        : {};
      const [row, pending] = await Promise.all([oldest(later), bikes().count({ where: PENDING })]);
      return describe(row ?? (position ? await oldest({}) : null), pending);
    },

    /**
     * Approving is ticking `approved`: the bike's document middleware records the decision, writes
     * the history and emails the owner, whether the editor used the queue or the content manager.
     */
    async approve(documentId: string) {
      await pendingOrFail(documentId);
      const data: Record<string, unknown> = { approved: true };
      await strapi.documents('api::bike.bike').update({ documentId, data });
    },

    /** Inside the approving update's transaction (src/api/bike/approval-email.ts). */
    async recordApproval(bike: { id: number; documentId: string }, editorId: number | null) {
      await strapi.db.query('api::decision.decision').create({ data: { outcome: 'approved', bike: bike.id, editor: editorId } });
      await bikes().update({ where: { id: bike.id }, data: CLEARED_REFUSAL });
      await recordHistory(bike.id, approvedText(new Date()));
    },

    /** Back to the owner as a draft to correct, with the reason on the card and in an email. */
    async refuse(documentId: string, editorId: number, refusal: Refusal) {
      const bike = await pendingOrFail(documentId);
      const reason = refusal.reason ?? OTHER_REASON;
      const note = refusal.note?.trim() || null;
      const now = new Date();
      const refused: Record<string, unknown> = { refusal_reason: reason, refusal_note: note, refused_at: now.toISOString() };
      await strapi.db.transaction(async () => {
        await strapi.documents('api::bike.bike').update({ documentId, data: refused });
        await strapi.db.query('api::decision.decision').create({
          data: { outcome: 'refused', reason, note, bike: bike.id, editor: editorId },
        });
        await recordHistory(bike.id, refusedText(now, reason));
        const owner = await bikes().findOne({
          where: { id: bike.id },
          select: ['nickName'],
          populate: { user: { select: ['email', 'name'] } },
        });
        if (owner?.user?.email) {
          await queueEmail(strapi, {
            to: owner.user.email,
            subject: `${PRODUCT_NAME}: o registo da sua bicicleta precisa de correção`,
            text: [
              `Olá ${owner.user.name ?? ''},`.replace(' ,', ','),
              `A equipa ${PRODUCT_NAME} reviu o registo da sua bicicleta "${owner.nickName}" e não o pôde aprovar.`,
              `Motivo: ${reason}${note ? `\n${note}` : ''}`,
              `Corrija o registo em ${webLink('/register-bikes')} e ele volta a ser analisado.`,
              PRODUCT_NAME,
            ].join('\n\n'),
          });
        }
      });
    },
  };
};
