// The admin panel's European Portuguese: Strapi's own `pt` strings plus ours
// (src/admin/translations, wired in src/admin/app.tsx) must cover what editors see.
// Reads the installed Strapi packages; no CMS is started.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const appDir = path.resolve(__dirname, '..');
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));

type Strings = Record<string, string>;

const PACKAGES: { file: string; npm: string; dir: string; prefix: string | null }[] = [
  { file: 'admin', npm: '@strapi/admin', dir: 'dist/admin/admin/src/translations', prefix: null },
  { file: 'content-manager', npm: '@strapi/content-manager', dir: 'dist/admin/translations', prefix: 'content-manager' },
  { file: 'upload', npm: '@strapi/upload', dir: 'dist/admin/translations', prefix: 'upload' },
  {
    file: 'users-permissions',
    npm: '@strapi/plugin-users-permissions',
    dir: 'dist/admin/translations',
    prefix: 'users-permissions',
  },
  { file: 'email', npm: '@strapi/email', dir: 'dist/admin/translations', prefix: 'email' },
  { file: 'i18n', npm: '@strapi/i18n', dir: 'dist/admin/translations', prefix: 'i18n' },
];

// Keys editors never meet, left in English on purpose.
const EXCLUDED: { prefix: string; reason: string }[] = [
  { prefix: 'tours.', reason: 'guided tour for the developer who sets up a new project' },
  { prefix: 'Settings.page.Purchase', reason: 'upgrade advertising for paid plans' },
  { prefix: 'Settings.page.purchase.', reason: 'upgrade advertising for paid plans' },
  { prefix: 'Settings.sso.not-available', reason: 'upgrade advertising for paid plans' },
  { prefix: 'Settings.content-history.not-available', reason: 'upgrade advertising for paid plans' },
  { prefix: 'app.components.FreeTrial', reason: 'Strapi Growth trial, not used here' },
  { prefix: 'app.components.LeftMenu.trialCountdown.', reason: 'Strapi Growth trial, not used here' },
  { prefix: 'app.components.UpsellBanner.', reason: 'Strapi Growth trial, not used here' },
  { prefix: 'app.components.BlockLink.cloud', reason: 'Strapi Cloud advertising' },
  { prefix: 'HomePage.widget.deploy-now.', reason: 'Strapi Cloud advertising' },
  { prefix: 'app.components.NpsSurvey.', reason: "Strapi's satisfaction survey (telemetry is disabled)" },
  { prefix: 'Settings.application.ee.', reason: 'Enterprise seat licensing' },
  { prefix: 'notification.ee.', reason: 'Enterprise seat licensing' },
  { prefix: 'Settings.permissions.auditLogs.', reason: 'audit logs are an Enterprise feature' },
];

// Words Portuguese uses as they are.
const SAME_IN_PORTUGUESE = new Set([
  'ID', 'API', 'API ID', 'Email', 'URL', 'JSON', 'Webhooks', 'webhook', 'Token', 'Editor', 'Super Admin', 'Blog',
  'GraphQL', 'Sentry', 'DKIM', 'OAuth2', 'X', 'Y', 'Single Sign-On', 'SSO', 'Plugin', 'Plugins', 'Admin',
]);

// Brazilian words that have a European Portuguese counterpart.
const BRAZILIAN =
  /(?<!\p{L})(arquivos?|salvar|usuári[oa]s?|deletar|telas?|senhas?|baixar|registros?|você|equipe|celular|mídias?|gerenciar|gerenciador|aplicativo|contato|banco de dados|tem certeza)(?!\p{L})/iu;

// Keys the admin looks up with only an English default in its code, not in en.json.
const USED_WITHOUT_EN_JSON: Record<string, string[]> = {
  admin: [
    'search.placeholder', 'app.error', 'app.error.copy', 'app.loading', 'app.utils.toggle', 'app.components.Button.close',
    'components.placeholder.select', 'singleTypes', 'global.move', 'cancel', 'components.Blocks.blocks.bulletList',
    'components.Blocks.blocks.numberList', 'HomePage.addWidget.selectWidget', 'Settings.tokens.viewToken',
    'Settings.tokens.copy.copy', 'Settings.tokens.copy.subtitle', 'Settings.tokens.encryptionKeyMissing',
    'Settings.application.header', 'Settings.permissions.conditions.inherited-readonly',
    'Settings.permissions.conditions.none-applied', 'app.utils.show-bound-route',
  ],
};

/** Strapi ships its translations as CommonJS modules. */
const loadModule = createRequire(__filename);

const isExcluded = (key: string) => EXCLUDED.some(({ prefix }) => key.startsWith(prefix));

const loadStrapi = (npm: string, dir: string, locale: string): Strings => {
  const root = path.dirname(require.resolve(`${npm}/package.json`, { paths: [strapiDir, appDir] }));
  try {
    const mod = loadModule(path.join(root, dir, `${locale}.json.js`));
    return mod.default ?? mod;
  } catch {
    return {};
  }
};

const loadOurs = (file: string): Strings =>
  JSON.parse(readFileSync(path.join(appDir, 'src/admin/translations', `pt.${file}.json`), 'utf8'));

// Argument names, plural and select cases, and tags of an ICU message,
// e.g. "{count} {count =0} {count one} {count other} {name} </b> <b>".
function placeholders(message: string): string {
  const args = new Set<string>();
  const tags = [...message.matchAll(/<\/?[A-Za-z][A-Za-z0-9]*\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, ''));
  let i = 0;
  const text = (nested: boolean) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
        const close = message.indexOf("'", i + 1);
        i = close < 0 ? message.length : close + 1;
      } else if (c === '{') {
        i++;
        argument();
      } else if (c === '}' && nested) {
        return;
      } else i++;
    }
  };
  const argument = () => {
    const name = /^\s*([A-Za-z0-9_]+)\s*/.exec(message.slice(i));
    if (!name) {
      text(true);
      i++;
      return;
    }
    args.add(name[1]);
    i += name[0].length;
    if (message[i] === '}') {
      i++;
      return;
    }
    i++; // ','
    const type = /^\s*([A-Za-z]+)\s*,?/.exec(message.slice(i));
    i += type ? type[0].length : 0;
    if (type && ['plural', 'select', 'selectordinal'].includes(type[1])) {
      while (i < message.length) {
        const selector = /^\s*(offset:\d+\s*)?([^\s{}]*)\s*/.exec(message.slice(i))!;
        i += selector[0].length;
        if (selector[2]) args.add(`${name[1]} ${selector[2]}`);
        if (message[i] === '{') {
          i++;
          text(true);
          i++;
        } else {
          i++;
          return;
        }
      }
    } else {
      let depth = 0;
      for (; i < message.length; i++) {
        if (message[i] === '{') depth++;
        else if (message[i] === '}' && depth-- === 0) {
          i++;
          return;
        }
      }
    }
  };
  text(false);
  return [...[...args].sort().map((a) => `{${a}}`), ...[...new Set(tags)].sort()].join(' ');
}

// A value with no words of its own (only placeholders, symbols or examples) needs no translation.
const isTechnical = (value: string) =>
  SAME_IN_PORTUGUESE.has(value.trim()) ||
  !/\p{L}{2,}/u.test(value.replace(/\{[^{}]*\}/g, '')) ||
  /^(ex\.?: )?[\w.+-]+@[\w.-]+$|^[\w-]+(\.[\w-]+)+$|^[\w, ]*(noopener|_blank)/.test(value) ||
  /^[A-Z][a-z]+ Doe$/.test(value);

describe('the placeholder parser', () => {
  it('finds arguments inside plural branches and ignores the branch words', () => {
    expect(placeholders('{count, plural, =0 {No entry} one {# entry} other {{count} entries}} in <b>{name}</b>')).toBe(
      '{count} {count =0} {count one} {count other} {name} </b> <b>',
    );
    expect(placeholders('{count, plural, um {# user} outros {# users}}')).toBe('{count} {count outros} {count um}');
    expect(placeholders("'{'literal'}' {a}")).toBe('{a}');
  });
});

describe.each(PACKAGES)('admin panel in European Portuguese: $npm', ({ file, npm, dir }) => {
  const en = loadStrapi(npm, dir, 'en');
  const strapiPt = loadStrapi(npm, dir, 'pt');
  const ours = loadOurs(file);
  const portuguese = (key: string): string | undefined => ours[key] ?? strapiPt[key];

  it('reads the English source strings', () => {
    expect(Object.keys(en).length).toBeGreaterThan(20);
  });

  it('has only keys the admin looks up', () => {
    const extra = USED_WITHOUT_EN_JSON[file] ?? [];
    expect(Object.keys(ours).filter((key) => !(key in en) && !extra.includes(key))).toEqual([]);
  });

  it('translates every key an editor can meet', () => {
    const missing = Object.keys(en).filter(
      (key) => !isExcluded(key) && portuguese(key) === undefined && !isTechnical(en[key]),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders, plural cases and tags of the English string', () => {
    const wrong = Object.keys(en)
      .filter((key) => portuguese(key) !== undefined)
      .filter((key) => placeholders(portuguese(key)!) !== placeholders(en[key]))
      .map((key) => `${key}: ${placeholders(en[key])} ≠ ${placeholders(portuguese(key)!)}`);
    expect(wrong).toEqual([]);
  });

  it('leaves nothing in English', () => {
    const english = Object.keys(en).filter(
      (key) => !isExcluded(key) && portuguese(key) === en[key] && !isTechnical(en[key]),
    );
    expect(english).toEqual([]);
  });

  it('uses European, not Brazilian, Portuguese', () => {
    const brazilian = Object.keys(en)
      .filter((key) => !isExcluded(key) && BRAZILIAN.test(portuguese(key) ?? ''))
      .map((key) => `${key}: ${portuguese(key)}`);
    expect(brazilian).toEqual([]);
  });
});

describe('src/admin/app.tsx', () => {
  const app = readFileSync(path.join(appDir, 'src/admin/app.tsx'), 'utf8');

  it.each(PACKAGES)('registers pt.$file.json under its plugin prefix', ({ file, prefix }) => {
    const name = /import (\w+) from '\.\/translations\/pt\.(.+)\.json'/g;
    const imported = [...app.matchAll(name)].find((m) => m[2] === file)?.[1];
    expect(imported).toBeDefined();
    const spread = prefix ? `...prefixed('${prefix}', ${imported})` : `...${imported},`;
    expect(app).toContain(spread);
  });
});
