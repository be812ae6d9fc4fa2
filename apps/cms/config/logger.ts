import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  level: env('LOG_LEVEL', 'http'),
});
