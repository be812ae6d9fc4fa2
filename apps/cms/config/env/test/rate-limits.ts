import type { Core } from '@strapi/strapi';

import baseRateLimits from '../../rate-limits';

// Tests send many requests from one address; the rate-limit tests switch this back on.
export default (ctx: Core.Config.Shared.ConfigParams) => ({ ...baseRateLimits(ctx), enabled: false });
