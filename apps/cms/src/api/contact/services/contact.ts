import type { Core } from '@strapi/strapi';
import type { ContactInput } from '@bicla/api-client/shared';
import { sendEmail } from '../../../email/send';
import { contactNotificationEmail } from '../../../email/public-post-emails';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores the message for the editors (admin panel) and forwards it to their inbox. */
  async submit(input: ContactInput) {
    const contact = await strapi.documents('api::contact.contact').create({ data: input });
    // Sent once the document service has committed; a mail failure does not lose the message.
    void sendEmail(strapi, contactNotificationEmail(input));
    return { documentId: contact.documentId };
  },
});
