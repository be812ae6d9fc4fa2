import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * The content API reads published versions only (docs/security.md, "Drafts"). Strapi 5 accepts
 * `?status=draft` on every draft-and-publish type, even under `rest.strictParams`, and would
 * answer with what an editor is still writing. Refused here, before routing, for the whole
 * content API at once: no route, present or future, and no cached answer can carry a draft.
 * The admin panel's content manager lives outside the prefix and keeps its drafts.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  const prefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  return async (ctx, next) => {
    if (ctx.path.startsWith(prefix) && ctx.query.status !== undefined) {
      throw new errors.ValidationError('O parâmetro "status" não é permitido: só o conteúdo publicado pode ser lido', {
        key: 'status',
        source: 'query',
      });
    }
    await next();
  };
};
