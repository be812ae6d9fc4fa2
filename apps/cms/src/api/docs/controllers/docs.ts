import type { Core } from '@strapi/strapi';
import { escapeHtml } from '../../../email/html';
import spec from '../openapi.json';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
}

/** A plain page, with no script, so it needs nothing beyond the CMS's own headers. */
function page(): string {
  const rows = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const params = (operation.parameters ?? [])
        .map((param) => `<li><code>${escapeHtml(param.name)}</code> (${escapeHtml(param.in)}${param.required ? ', obrigatório' : ''}): ${escapeHtml(param.description ?? '')}</li>`)
        .join('');
      return (
        `<tr><td><code>${method.toUpperCase()} /api${escapeHtml(path)}</code></td><td>${escapeHtml(operation.tags?.join(', ') ?? '')}</td>` +
        `<td>${escapeHtml(operation.summary ?? '')}${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}${params ? `<ul>${params}</ul>` : ''}</td></tr>`
      );
    }),
  );
  return `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.info.title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#1b1b1b}table{border-collapse:collapse;width:100%}td{border-top:1px solid #ddd;padding:.5rem;vertical-align:top}code{font-size:13px}</style>
</head><body><h1>${escapeHtml(spec.info.title)}</h1><p>${escapeHtml(spec.info.description)}</p>
<p>O documento OpenAPI completo, com os esquemas das respostas: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
<table><tbody>${rows.join('\n')}</tbody></table></body></html>`;
}

export default () => ({
  async spec(ctx: Ctx) {
    ctx.body = spec;
  },
  async page(ctx: Ctx) {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page();
  },
});
