import type { Core } from '@strapi/strapi';
import type { ContactInput } from '@bicla/api-client/shared';
import { queueEmail } from '../../../email/send';
import { contactNotificationEmail } from '../../../email/public-post-emails';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores the message for the editors (admin panel) and forwards it to their inbox. */
  async submit(input: ContactInput) {
    // One transaction: the editors' copy is queued with the stored message, or neither is kept.
    const contact = await strapi.db.transaction(async () => {
      const created = await strapi.documents('api::contact.contact').create({ data: input });
      await queueEmail(strapi, contactNotificationEmail(input));
      return created;
    });
    return { documentId: contact.documentId };
  },
});
