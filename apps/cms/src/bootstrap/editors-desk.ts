import type { Core } from '@strapi/strapi';
import { REVIEW_ACTION } from '../plugins/approval-queue/server';

const BIKE = 'api::bike.bike';
const POSSIBLE_MATCH = 'api::possible-match.possible-match';
const EDITOR_ROLE = 'strapi-editor';

interface ListView {
  /** The list's columns, left to right. */
  columns: string[];
  /** What it opens on: the rows that need an editor first. */
  sortBy: string;
  order: 'ASC' | 'DESC';
  mainField: string;
  /** Portuguese labels of the list's columns and the edit view's fields. */
  labels: Record<string, string>;
}

const BIKE_LABELS: Record<string, string> = {
  registry_number: 'N.º Bicla',
  nickName: 'Nome',
  slug: 'Endereço (slug)',
  model: 'Modelo',
  serial_number: 'Número de série',
  serial_normalized: 'Número de série normalizado',
  other_information: 'Outras informações',
  approved: 'Aprovada',
  refusal_reason: 'Motivo da recusa',
  refusal_note: 'Nota da recusa',
  refused_at: 'Recusada em',
  stolen: 'Roubada',
  on_sale: 'À venda',
  price: 'Preço (€)',
  remarks: 'Observações do anúncio',
  classified_date: 'Anunciada em',
  complementary_description: 'Descrição complementar',
  latitude: 'Latitude',
  longitude: 'Longitude',
  stolen_latitude: 'Local do roubo: latitude (calculada)',
  stolen_longitude: 'Local do roubo: longitude (calculada)',
  transfer_name: 'Transferência: nome',
  transfer_email: 'Transferência: email',
  auth_code: 'Transferência: código',
  transfer_expires_at: 'Transferência: expira em',
  category: 'Categoria',
  year: 'Ano',
  brand: 'Marca',
  color: 'Cor',
  secondary_colors: 'Cores secundárias',
  wheel_size: 'Tamanho da roda',
  materials: 'Materiais',
  suspension_types: 'Suspensão',
  bike_photo: 'Fotografia da bicicleta',
  serial_number_photo: 'Fotografia do número de série',
  invoice_photo: 'Fatura',
  for_classified: 'Fotografias do anúncio',
  for_stolen: 'Fotografias do roubo',
  stolen_details: 'Detalhes do roubo',
  user: 'Dono',
  createdAt: 'Registada em',
  updatedAt: 'Atualizada em',
};

const PUBLIC_POST_LABELS = {
  name: 'Nome',
  email: 'Email',
  message: 'Mensagem',
  handled: 'Tratado',
  createdAt: 'Recebido em',
};

/**
 * Each list opens on what needs attention (docs/architecture.md, "Editors"): bikes oldest first
 * (the content manager cannot default a filter, so the pending ones are the approval queue's
 * job, and its link opens this list filtered), untreated messages and pledges first, reviews
 * oldest first with their draft/published status.
 */
export const LIST_VIEWS: Record<string, ListView> = {
  [BIKE]: {
    columns: ['registry_number', 'nickName', 'approved', 'stolen', 'on_sale', 'user', 'createdAt'],
    sortBy: 'createdAt',
    order: 'ASC',
    mainField: 'nickName',
    labels: BIKE_LABELS,
  },
  'api::contact.contact': {
    columns: ['handled', 'subject', 'name', 'email', 'createdAt'],
    sortBy: 'handled',
    order: 'ASC',
    mainField: 'subject',
    labels: { ...PUBLIC_POST_LABELS, subject: 'Assunto' },
  },
  'api::donation.donation': {
    columns: ['handled', 'name', 'email', 'amount', 'createdAt'],
    sortBy: 'handled',
    order: 'ASC',
    mainField: 'name',
    labels: { ...PUBLIC_POST_LABELS, amount: 'Valor (€)' },
  },
  // Unchecked first, newest first among them (src/api/alert: possible matches).
  [POSSIBLE_MATCH]: {
    columns: ['checked', 'stolen_bike', 'matched_bike', 'distance', 'createdAt'],
    sortBy: 'checked',
    order: 'ASC',
    mainField: 'id',
    labels: {
      checked: 'Verificada',
      stolen_bike: 'Bicicleta roubada',
      matched_bike: 'Bicicleta que corresponde',
      distance: 'Diferenças no n.º de série',
      createdAt: 'Encontrada em',
    },
  },
  'api::review.review': {
    columns: ['title', 'user', 'createdAt'],
    sortBy: 'createdAt',
    order: 'ASC',
    mainField: 'title',
    labels: { title: 'Título', description: 'Texto', user: 'Autor', createdAt: 'Escrita em' },
  },
};

/**
 * Who owns a bike and what identifies it are set by the registry, never edited in the admin; a
 * refusal is written only by the approval queue (src/plugins/approval-queue).
 */
export const BIKE_FIELDS_NOT_EDITABLE = [
  'user', 'serial_number', 'serial_normalized', 'registry_number', 'slug', 'refusal_reason', 'refusal_note', 'refused_at',
  // Kept by the server from the report (src/api/bike/stolen-place.ts).
  'stolen_latitude', 'stolen_longitude',
];

/**
 * The content manager keeps its list and edit layouts in the database, and the Editor role's
 * field permissions too: both are set at every boot, so every fresh database shows the same desk.
 */
export async function applyEditorsDesk(strapi: Core.Strapi) {
  await configureListViews(strapi);
  await restrictEditorBikeFields(strapi);
  await letEditorsReview(strapi);
  await letEditorsCheckMatches(strapi);
}

async function configureListViews(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, view] of Object.entries(LIST_VIEWS)) {
    const contentType = contentTypes.findContentType(uid);
    const current = await contentTypes.findConfiguration(contentType);
    const metadatas = { ...current.metadatas };
    for (const [field, label] of Object.entries(view.labels)) {
      if (!metadatas[field]) continue;
      metadatas[field] = { ...metadatas[field], list: { ...metadatas[field].list, label }, edit: { ...metadatas[field].edit, label } };
    }
    if (uid === BIKE) {
      for (const field of BIKE_FIELDS_NOT_EDITABLE) {
        if (metadatas[field]) metadatas[field] = { ...metadatas[field], edit: { ...metadatas[field].edit, editable: false } };
      }
    }
    await contentTypes.updateConfiguration(contentType, {
      settings: { ...current.settings, mainField: view.mainField, defaultSortBy: view.sortBy, defaultSortOrder: view.order, pageSize: 20 },
      metadatas,
      layouts: { ...current.layouts, list: view.columns },
    });
  }
}

/**
 * Editors read and update bikes (approving is an update), but never set an owner or identifiers,
 * and never create or delete a registration: owners register, and the registry keeps every bike.
 */
async function restrictEditorBikeFields(strapi: Core.Strapi) {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } });
  if (!role) return;
  const permissions = strapi.db.query('admin::permission');
  await permissions.deleteMany({
    where: { role: role.id, subject: BIKE, action: { $in: ['plugin::content-manager.explorer.create', 'plugin::content-manager.explorer.delete'] } },
  });
  const editable = Object.keys(strapi.contentType(BIKE).attributes).filter((field) => !BIKE_FIELDS_NOT_EDITABLE.includes(field));
  const updates = await permissions.findMany({ where: { role: role.id, subject: BIKE, action: 'plugin::content-manager.explorer.update' } });
  for (const permission of updates) {
    // No field list means every field.
    const fields: string[] | undefined = permission.properties?.fields;
    if (fields?.every((field) => editable.includes(field))) continue;
    await permissions.update({
      where: { id: permission.id },
      data: { properties: { ...permission.properties, fields: (fields ?? editable).filter((field) => editable.includes(field)) } },
    });
  }
}

/** The approval queue's permission: editors hold it, authors never (Super Admins hold everything). */
async function letEditorsReview(strapi: Core.Strapi) {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } });
  if (!role) return;
  const permissions = strapi.db.query('admin::permission');
  if (await permissions.count({ where: { role: role.id, action: REVIEW_ACTION } })) return;
  await permissions.create({ data: { action: REVIEW_ACTION, role: role.id, subject: null, properties: {}, conditions: [] } });
}

/** Editors read possible matches and mark them checked; the matches themselves are the registry's: never created or deleted by hand. */
async function letEditorsCheckMatches(strapi: Core.Strapi) {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } });
  if (!role) return;
  const permissions = strapi.db.query('admin::permission');
  const wanted = [
    { action: 'plugin::content-manager.explorer.read', fields: ['checked', 'stolen_bike', 'matched_bike', 'distance'] },
    { action: 'plugin::content-manager.explorer.update', fields: ['checked'] },
  ];
  // Whatever else Strapi grants editors on a new type (create, delete) goes.
  await permissions.deleteMany({ where: { role: role.id, subject: POSSIBLE_MATCH } });
  for (const { action, fields } of wanted) {
    await permissions.create({ data: { action, role: role.id, subject: POSSIBLE_MATCH, properties: { fields }, conditions: [] } });
  }
}
