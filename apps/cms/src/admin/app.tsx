// The editors work in Portuguese: it is the admin panel's language until an editor picks another
// in their profile (English stays available there).
const LANGUAGE_KEY = 'strapi-admin-language';

export default {
  config: {
    locales: ['pt'],
  },
  register() {
    if (!localStorage.getItem(LANGUAGE_KEY)) localStorage.setItem(LANGUAGE_KEY, 'pt');
  },
  bootstrap() {},
};
