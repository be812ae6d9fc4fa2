import type { Core } from '@strapi/strapi';
import type { DonationInput } from '@bicla/api-client/shared';
import { queueEmail } from '../../../email/send';
import { donationThankYouEmail } from '../../../email/public-post-emails';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores a pledge (there is no payment provider yet, docs/decisions/d10-open-defaults.md) and thanks the donor. */
  async pledge(input: DonationInput) {
    // One transaction: a thank-you always has its pledge, and a pledge always gets its thank-you.
    const donation = await strapi.db.transaction(async () => {
      const created = await strapi.documents('api::donation.donation').create({ data: input });
      await queueEmail(strapi, donationThankYouEmail(input));
      return created;
    });
    return { documentId: donation.documentId };
  },
});
