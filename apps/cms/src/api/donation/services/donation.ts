import type { Core } from '@strapi/strapi';
import type { DonationInput } from '@bicla/api-client/shared';
import { sendEmail } from '../../../email/send';
import { donationThankYouEmail } from '../../../email/public-post-emails';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Stores a pledge (there is no payment provider yet, docs/decisions/d10-open-defaults.md) and thanks the donor. */
  async pledge(input: DonationInput) {
    const donation = await strapi.documents('api::donation.donation').create({ data: input });
    // Sent once the document service has committed, so a thank-you always has its pledge.
    void sendEmail(strapi, donationThankYouEmail(input));
    return { documentId: donation.documentId };
  },
});
