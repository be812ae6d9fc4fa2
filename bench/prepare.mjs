// Child process of bench/run.mjs: builds the dataset, then asks every scenario once through
// HTTP while recording the SQL each request runs (the floor and the query plans replay it).
// Usage: node bench/prepare.mjs <bikes> <users> <output.json>
import { writeFileSync } from 'node:fs';
import { cms, loadCms } from './cms.mjs';
import { generate, keepPublicRows } from './dataset.mjs';
import { logInAccounts } from './login.mjs';
import { authHeaders, scenarios } from './scenarios.mjs';

const [bikes, users, output] = process.argv.slice(2);

async function listen(strapi) {
  strapi.server.mount();
  await new Promise((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
}

/** URLs drawn per varied scenario whose statements are kept, so their plans are checked too. */
const VARIED_PLANS = 3;

/**
 * Each scenario is asked twice, one request at a time, with the response cache off (run.mjs): the
 * first fills what the process keeps (the stolen places, the roles' permissions, the signed-in
 * account) and its bikes' public rows, the second is what a steady server runs for a URL it has
 * not answered yet. Both lists
 * of statements are kept, and those of a few of the URLs the scenario draws at random. The mixed
 * scenario has no fixed URL, and only its reads are drawn here: this check replays what GETs read.
 */
async function captureSql(strapi, base, fixture) {
  const { isRead, recordStatements } = await import(cms.dist('src/database/sql-recorder.js'));
  const tokens = await logInAccounts(base, fixture.accounts);
  const captured = {};
  for (const scenario of scenarios(fixture)) {
    const headers = authHeaders(scenario, tokens);
    const ask = async (request) => {
      const { result, statements } = await recordStatements(
        strapi,
        async () => {
          const response = await fetch(base + request.path, { headers: request.headers });
          return { status: response.status, body: await response.json() };
        },
        isRead,
      );
      if (result.status !== 200) throw new Error(`${scenario.name} (${request.path}): ${result.status} ${JSON.stringify(result.body)}`);
      return { statements, results: Array.isArray(result.body.data) ? result.body.data.length : 1 };
    };
    const fixed = { path: scenario.path, headers };
    const first = scenario.path ? await ask(fixed) : null;
    const steady = scenario.path ? await ask(fixed) : null;
    const draw = scenario.reads ? scenario.reads(tokens) : scenario.varied && (() => ({ path: scenario.varied(), headers }));
    const varied = [];
    for (let count = 0; draw && count < VARIED_PLANS; count += 1) varied.push(...(await ask(draw())).statements);
    captured[scenario.name] = { first: first?.statements ?? [], steady: steady?.statements ?? [], varied, results: steady?.results ?? null };
  }
  return captured;
}

const strapi = await loadCms();
try {
  const dataset = await generate(strapi, { bikes: Number(bikes), users: Number(users) });
  const base = await listen(strapi);
  // Before the bikes' public rows are kept: a scenario's first request reads its bikes through
  // the view, whose plans are checked too, and its second the rows the first kept.
  const sql = await captureSql(strapi, base, dataset.fixture);
  await keepPublicRows(strapi);
  writeFileSync(output, JSON.stringify({ ...dataset, sql }, null, 2));
} finally {
  await strapi.destroy();
}
process.exit(0);
