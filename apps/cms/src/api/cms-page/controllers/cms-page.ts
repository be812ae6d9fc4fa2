import { factories } from '@strapi/strapi';
import { entrySlugAsked, keptEntries } from '../../cms-block/kept-entries';

const UID = 'api::cms-page.cms-page';

/** The web app's query for one entry by slug is answered from its kept row; any other, by the generic find. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const entries = keptEntries(strapi, UID);
  return {
    async find(ctx) {
      const slug = entrySlugAsked(ctx.querystring);
      if (slug === null) return super.find(ctx);
      return entries.find(slug, () => super.find(ctx));
    },
  };
});
