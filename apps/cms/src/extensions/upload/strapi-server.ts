import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { sniffMime } from './content-sniffing';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
interface UploadedFile {
  filepath: string;
}
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, (ctx: Ctx) => Promise<void>>;

/** Only these describe a file; `ref`, `refId`, `field` and `path` would attach it to any entry. */
const FILE_INFO_KEYS = ['name', 'alternativeText', 'caption'];

const pickFileInfo = (info: unknown) =>
  Object.fromEntries(Object.entries((info as Record<string, unknown>) ?? {}).filter(([key]) => FILE_INFO_KEYS.includes(key)));

/**
 * The content API's upload, made safe for users (see docs/security.md):
 * - no `?id=` (it would replace or rename anyone's file) and no linking to entries;
 * - each file remembers its uploader, so bike endpoints attach only the caller's own files.
 */
export default (plugin: {
  contentTypes: { file: { schema: { attributes: Record<string, unknown> } } };
  controllers: Record<string, ControllerFactory>;
}) => {
  plugin.contentTypes.file.schema.attributes.uploaded_by = {
    type: 'relation',
    relation: 'manyToOne',
    target: 'plugin::users-permissions.user',
    private: true,
    configurable: false,
  };

  const contentApi = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = (deps) => {
    const base = contentApi(deps);
    return {
      ...base,
      async upload(ctx) {
        const user = ctx.state.user as { id: number } | undefined;
        if (!user) throw new errors.UnauthorizedError('É necessário iniciar sessão');
        if (ctx.query.id) throw new errors.PolicyError('Não é possível alterar um ficheiro existente');
        const files = (ctx.request as { files?: { files?: UploadedFile | UploadedFile[] } }).files?.files;
        if (!files) throw new errors.ValidationError('Escolha um ficheiro para carregar');
        for (const file of Array.isArray(files) ? files : [files]) {
          if (!(await sniffMime(file.filepath))) throw new errors.ValidationError(MESSAGES.bike.invalidImage);
        }

        const body = (ctx.request.body ?? {}) as { fileInfo?: unknown };
        const fileInfo = typeof body.fileInfo === 'string' ? JSON.parse(body.fileInfo) : body.fileInfo;
        ctx.request.body = fileInfo
          ? { fileInfo: JSON.stringify(Array.isArray(fileInfo) ? fileInfo.map(pickFileInfo) : pickFileInfo(fileInfo)) }
          : {};

        await base.uploadFiles.call(this, ctx);
        for (const file of ctx.body as { id: number }[]) {
          await deps.strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: { uploaded_by: user.id } });
        }
      },
    };
  };
  return plugin;
};
