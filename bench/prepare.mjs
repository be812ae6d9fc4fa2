// Child process of bench/run.mjs: builds the dataset, then asks every scenario once through
// HTTP while recording the SQL each request runs (the floor and the query plans replay it).
// Usage: node bench/prepare.mjs <bikes> <users> <output.json>
import { writeFileSync } from 'node:fs';
import { cms, loadCms } from './cms.mjs';
import { generate } from './dataset.mjs';
import { logIn } from './login.mjs';
import { scenarios } from './scenarios.mjs';

const [bikes, users, output] = process.argv.slice(2);

async function listen(strapi) {
  strapi.server.mount();
  await new Promise((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
}

/**
 * Each scenario is asked twice, one request at a time: the first fills any cache, the second
 * is what a steady server runs. Both lists of statements are kept.
 */
async function captureSql(strapi, base, fixture) {
  const { isRead, recordStatements } = await import(cms.dist('src/database/sql-recorder.js'));
  const token = await logIn(base, fixture.inboxUser);
  const captured = {};
  for (const scenario of scenarios(fixture)) {
    const runs = [];
    for (let pass = 0; pass < 2; pass += 1) {
      const { result, statements } = await recordStatements(
        strapi,
        async () => {
          const response = await fetch(base + scenario.path, { headers: scenario.auth ? { authorization: `Bearer ${token}` } : {} });
          return { status: response.status, body: await response.json() };
        },
        isRead,
      );
      if (result.status !== 200) throw new Error(`${scenario.name}: ${result.status} ${JSON.stringify(result.body)}`);
      runs.push({ statements, results: Array.isArray(result.body.data) ? result.body.data.length : 1 });
    }
    captured[scenario.name] = { cold: runs[0].statements, warm: runs[1].statements, results: runs[1].results };
  }
  return captured;
}

const strapi = await loadCms();
try {
  const dataset = await generate(strapi, { bikes: Number(bikes), users: Number(users) });
  const base = await listen(strapi);
  const sql = await captureSql(strapi, base, dataset.fixture);
  writeFileSync(output, JSON.stringify({ ...dataset, sql }, null, 2));
} finally {
  await strapi.destroy();
}
process.exit(0);
