import admin from './translations/pt.admin.json';
import contentManager from './translations/pt.content-manager.json';
import email from './translations/pt.email.json';
import i18n from './translations/pt.i18n.json';
import upload from './translations/pt.upload.json';
import usersPermissions from './translations/pt.users-permissions.json';

// The editors work in Portuguese: it is the admin panel's language until an editor picks another
// in their profile (English stays available there).
const LANGUAGE_KEY = 'strapi-admin-language';

// Strapi's own `pt` translation covers a fraction of the admin (the rest shows in English), so these
// files complete it in European Portuguese. Plugin keys are looked up as `<plugin>.<key>`.
const prefixed = (plugin: string, strings: Record<string, string>) =>
  Object.fromEntries(Object.entries(strings).map(([key, value]) => [`${plugin}.${key}`, value]));

export default {
  config: {
    locales: ['pt'],
    translations: {
      pt: {
        ...admin,
        ...prefixed('content-manager', contentManager),
        ...prefixed('upload', upload),
        ...prefixed('users-permissions', usersPermissions),
        ...prefixed('email', email),
        ...prefixed('i18n', i18n),
      },
    },
  },
  register() {
    if (!localStorage.getItem(LANGUAGE_KEY)) localStorage.setItem(LANGUAGE_KEY, 'pt');
  },
  bootstrap() {},
};
