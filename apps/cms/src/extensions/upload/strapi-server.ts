import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import path from 'node:path';
import { MESSAGES, storedExtension, type AcceptedMime } from '@bicla/api-client/shared';
import { sniffMime } from './content-sniffing';
import { storePrivately } from './private-files';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
}
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, (ctx: Ctx) => Promise<void>>;

/** Only these describe a file; `ref`, `refId`, `field` and `path` would attach it to any entry. */
const FILE_INFO_KEYS = ['name', 'alternativeText', 'caption'];
const INVALID_FILE_INFO = 'Os dados do ficheiro (fileInfo) são inválidos';

/** One file's description, its known keys only; anything but short texts there is a 400. */
function pickFileInfo(info: unknown): Record<string, string> {
  if (info === null || typeof info !== 'object' || Array.isArray(info)) throw new errors.ValidationError(INVALID_FILE_INFO);
  const picked = Object.entries(info).filter(([key]) => FILE_INFO_KEYS.includes(key));
  if (picked.some(([, value]) => typeof value !== 'string' || value.length > 255)) throw new errors.ValidationError(INVALID_FILE_INFO);
  return Object.fromEntries(picked) as Record<string, string>;
}

/** `fileInfo` as multipart sends it (JSON text, once per file) or as an object: malformed is a 400, never a 500. */
function parseFileInfo(raw: unknown): Record<string, string>[] | Record<string, string> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const parse = (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw new errors.ValidationError(INVALID_FILE_INFO);
    }
  };
  const value = Array.isArray(raw) ? raw.map(parse) : parse(raw);
  return Array.isArray(value) ? value.map(pickFileInfo) : pickFileInfo(value);
}

/** `x.html` holding a PDF is stored as `x.pdf`: the name's extension always says what the content is. */
const renamed = (name: string, mime: AcceptedMime) => `${path.basename(name, path.extname(name)) || 'ficheiro'}${storedExtension(mime)}`;

/**
 * The content API's upload, made safe for users (see docs/security.md):
 * - no `?id=` (it would replace or rename anyone's file) and no linking to entries;
 * - the stored name and type follow the sniffed content; `?private=true` keeps the file out of
 *   the public folder (invoices, serial photos);
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
        const privately = ctx.query.private === 'true';
        if (ctx.query.private !== undefined && !privately) throw new errors.ValidationError('O parâmetro private só aceita o valor true');
        const input = (ctx.request as { files?: { files?: UploadedFile | UploadedFile[] } }).files?.files;
        if (!input) throw new errors.ValidationError('Escolha um ficheiro para carregar');
        const files = Array.isArray(input) ? input : [input];
        const fileInfo = parseFileInfo((ctx.request.body as { fileInfo?: unknown } | undefined)?.fileInfo);
        const infos = Array.isArray(fileInfo) ? fileInfo : [fileInfo];

        // The stored name, extension and type come from the content, never from the client.
        for (const [index, file] of files.entries()) {
          const mime = await sniffMime(file.filepath);
          if (!mime) throw new errors.ValidationError(MESSAGES.bike.invalidImage);
          file.mimetype = mime;
          file.originalFilename = renamed(file.originalFilename ?? '', mime);
          const info = infos[index];
          if (info?.name !== undefined) info.name = renamed(info.name, mime);
        }
        ctx.request.body = fileInfo ? { fileInfo: JSON.stringify(fileInfo) } : {};

        const store = () => base.uploadFiles.call(this, ctx);
        await (privately ? storePrivately(store) : store());
        for (const file of ctx.body as { id: number }[]) {
          await deps.strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: { uploaded_by: user.id } });
        }
      },
    };
  };
  return plugin;
};
