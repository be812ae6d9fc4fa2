import type { Core } from '@strapi/strapi';

import basePlugins from '../../plugins';

// Tests make many auth calls from one IP; the rate-limit test turns it back on itself.
export default (ctx: Core.Config.Shared.ConfigParams) => {
  const base = basePlugins(ctx);
  return {
    ...base,
    'users-permissions': {
      config: { ...base['users-permissions'].config, ratelimit: { enabled: false } },
    },
  };
};
