import type { Core } from '@strapi/strapi';
import { certificatePdf, type CertificateBike } from '../../../documents/certificate';
import { posterPdf, type PosterBike } from '../../../documents/poster';
import { publicBikeUrl } from '../../../documents/public-url';

const PHOTO = { select: ['url', 'formats'] };

/** Loads exactly what each document prints and renders it; the QR codes lead to the bike's public page. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const bikes = () => strapi.db.query('api::bike.bike');
  const publicDir = () => strapi.dirs.static.public;

  return {
    async certificate(id: number) {
      const bike = (await bikes().findOne({
        where: { id },
        select: ['slug', 'stolen', 'registry_number', 'serial_number', 'model', 'nickName', 'createdAt'],
        populate: {
          brand: { select: ['name'] },
          color: { select: ['name'] },
          secondary_colors: { select: ['name'] },
          bike_photo: PHOTO,
          user: { select: ['name'] },
        },
      })) as CertificateBike & { slug: string; stolen: boolean };
      const bytes = await certificatePdf({ ...bike, secondary_colors: bike.secondary_colors ?? [] }, publicBikeUrl(bike), publicDir());
      return { bytes, registryNumber: bike.registry_number };
    },

    async poster(id: number) {
      const bike = (await bikes().findOne({
        where: { id },
        select: ['slug', 'stolen', 'model', 'nickName'],
        populate: {
          brand: { select: ['name'] },
          color: { select: ['name'] },
          bike_photo: PHOTO,
          for_stolen: PHOTO,
          stolen_details: { select: ['stolen_date', 'city', 'phone_number', 'show_phone_to_users'] },
        },
      })) as PosterBike & { slug: string; stolen: boolean };
      return posterPdf(bike, publicBikeUrl(bike), publicDir());
    },
  };
};
