import type { Core } from '@strapi/strapi';
import { formats, winston } from '@strapi/logger';

const LEVELS = winston.config.npm.levels;

/**
 * Winston formats every message (timestamp, colours) before its transports drop those below the
 * level: a line per request, five microseconds each, with request logging off. Messages below
 * the level are dropped first; the rest print as Strapi prints them.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const level: string = env('LOG_LEVEL', 'http');
  if (!(level in LEVELS)) throw new Error(`LOG_LEVEL tem de ser um de: ${Object.keys(LEVELS).join(', ')} (recebido: ${level}).`);
  const shown = Object.keys(LEVELS).filter((name) => LEVELS[name] <= LEVELS[level]);
  return { level, format: winston.format.combine(formats.levelFilter(...shown), formats.prettyPrint()) };
};
