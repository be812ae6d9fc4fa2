import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { queueEmail } from '../../../email/send';
import { newsletterWelcomeEmail } from '../../../email/public-post-emails';

const UID = 'api::newsletter.newsletter';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Case-insensitive, so an address an editor typed in capitals in the admin still counts. */
  const isSubscribed = async (email: string) => (await strapi.db.query(UID).count({ where: { email: { $eqi: email } } })) > 0;
  const duplicate = () => new errors.ValidationError(MESSAGES.publicPosts.newsletter.duplicate);

  return {
    /** Subscribes an address once, stored lower-case, and welcomes it. */
    async subscribe(address: string) {
      const email = address.toLowerCase();
      if (await isSubscribed(email)) throw duplicate();
      try {
        // The welcome is queued with the signup, so a rolled-back signup sends none.
        await strapi.db.transaction(async () => {
          await strapi.documents(UID).create({ data: { email } });
          await queueEmail(strapi, newsletterWelcomeEmail(email));
        });
      } catch (error) {
        // Two signups of one address at once both pass the check above; the second is then
        // refused by Strapi's unique check or the newsletters_email_uq index, and is a duplicate too.
        if (await isSubscribed(email)) throw duplicate();
        throw error;
      }
      return { email };
    },
  };
};
