import type { Core } from '@strapi/strapi';

const BIKE = 'api::bike.bike';
const EDITOR_ROLE = 'strapi-editor';

/** What an editor decides with, oldest registration first. */
const BIKE_LIST_COLUMNS = ['registry_number', 'nickName', 'approved', 'stolen', 'on_sale', 'user', 'createdAt'];
const BIKE_LIST_LABELS: Record<string, string> = {
  registry_number: 'N.º Bicla',
  nickName: 'Nome',
  approved: 'Aprovada',
  stolen: 'Roubada',
  on_sale: 'À venda',
  user: 'Dono',
  createdAt: 'Registada em',
};

/** Who owns a bike and what identifies it are set by the registry, never edited in the admin. */
export const BIKE_FIELDS_NOT_EDITABLE = ['user', 'serial_number', 'serial_normalized', 'registry_number', 'slug'];

/**
 * The content manager keeps its list and edit layouts in the database, and the Editor role's
 * field permissions too: both are set at every boot, so every fresh database shows the same desk.
 */
export async function applyEditorsDesk(strapi: Core.Strapi) {
  await configureBikeViews(strapi);
  await restrictEditorBikeFields(strapi);
}

async function configureBikeViews(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const bike = contentTypes.findContentType(BIKE);
  const current = await contentTypes.findConfiguration(bike);
  const metadatas = { ...current.metadatas };
  for (const [field, label] of Object.entries(BIKE_LIST_LABELS)) {
    metadatas[field] = { ...metadatas[field], list: { ...metadatas[field]?.list, label } };
  }
  for (const field of BIKE_FIELDS_NOT_EDITABLE) {
    if (metadatas[field]) metadatas[field] = { ...metadatas[field], edit: { ...metadatas[field].edit, editable: false } };
  }
  await contentTypes.updateConfiguration(bike, {
    settings: { ...current.settings, mainField: 'nickName', defaultSortBy: 'createdAt', defaultSortOrder: 'ASC', pageSize: 20 },
    metadatas,
    layouts: { ...current.layouts, list: BIKE_LIST_COLUMNS },
  });
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
