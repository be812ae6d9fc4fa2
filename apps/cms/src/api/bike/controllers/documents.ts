import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { OwnedBike } from '../policies/is-owner';
import type documentsService from '../services/documents';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Sends a PDF as a download; `no-store`, since it holds the serial number. */
function sendPdf(ctx: Ctx, bytes: Uint8Array, filename: string) {
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = 'application/pdf';
  ctx.body = Buffer.from(bytes);
}

/** The owner's documents. Ownership, approval and the stolen state are the routes' policies. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::bike.documents') as ReturnType<typeof documentsService>;
  const bike = (ctx: Ctx) => ctx.state.bike as OwnedBike;
  const noQuery = (ctx: Ctx) => {
    const [key] = Object.keys(ctx.query);
    if (key) throw new errors.ValidationError(`O parâmetro "${key}" não é permitido`, { key, source: 'query' });
  };

  return {
    async certificate(ctx: Ctx) {
      noQuery(ctx);
      const { bytes, registryNumber } = await service().certificate(bike(ctx).id);
      sendPdf(ctx, bytes, `certificado-${registryNumber}.pdf`);
    },

    async poster(ctx: Ctx) {
      noQuery(ctx);
      sendPdf(ctx, await service().poster(bike(ctx).id), `cartaz-${bike(ctx).slug}.pdf`);
    },
  };
};
