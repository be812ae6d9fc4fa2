import type { Core } from '@strapi/strapi';
import { escapeHtml } from '../../email/html';
import type { ServiceFactory } from './role-permissions-cache';

type Data = Record<string, unknown>;

/** Every string in the template's variables, HTML-escaped; the variable names stay as they are. */
function escaped(value: unknown): unknown {
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map(escaped);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escaped(inner)]));
  }
  return value;
}

/**
 * users-permissions renders its emails (confirmation, password reset) with lodash templates and
 * escaping off, and the HTML part is that output: a name such as `<a href="…">Confirme aqui</a>`
 * would become a live link in a genuine Bicla email sent to whatever address the sign-up named.
 * Every variable is escaped before it reaches the template.
 */
export function escapeTemplateData(service: ServiceFactory): ServiceFactory {
  return (deps: { strapi: Core.Strapi }) => {
    const actions = typeof service === 'function' ? service(deps) : service;
    const template = actions.template as (layout: string, data: Data) => string;
    return {
      ...actions,
      template(layout: string, data: Data) {
        return template.call(this, layout, escaped(data) as Data);
      },
    };
  };
}
