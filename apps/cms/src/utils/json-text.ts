import type { Core } from '@strapi/strapi';

/**
 * Answers spliced from JSON already written: a page of bikes is made of their rendered rows
 * (src/api/bike/bike-rows.ts, `rendered`), not parsed and written again.
 */

/** A JSON array of texts each already JSON. */
export const jsonArray = (texts: readonly string[]) => `[${texts.join(',')}]`;

/** The JSON object `text` with `more`'s fields after its own. */
export function withFields(text: string, more: Record<string, unknown>) {
  const added = JSON.stringify(more).slice(1, -1);
  if (added === '') return text;
  return text === '{}' ? `{${added}}` : `${text.slice(0, -1)},${added}}`;
}

/** Answers `{ data, meta }`, `data` being JSON text already. */
export function answerJson(ctx: Parameters<Core.MiddlewareHandler>[0], data: string, meta: object = {}) {
  ctx.type = 'application/json';
  ctx.body = `{"data":${data},"meta":${JSON.stringify(meta)}}`;
}
