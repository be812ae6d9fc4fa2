// Child process of bench/run.mjs: the compiled CMS in production mode, plus Strapi's generic
// `find` over bikes and CMS blocks under a prefix of its own, as the "stock" reference. With
// CMS_PROCESSES above 1, that many processes behind one port, as apps/cms/scripts/start.js runs them.
// Those routes exist only in this process; the product's router never grants them.
import { createRequire } from 'node:module';
import { cms, loadCms } from './cms.mjs';
import { STOCK_PREFIX } from './scenarios.mjs';

const { processCount, runProcesses } = createRequire(cms.packageJson)('./scripts/processes.js');

async function startOne() {
  const strapi = await loadCms();
  strapi.server.routes({
    type: 'content-api',
    routes: [
      { method: 'GET', path: `${STOCK_PREFIX}/bikes`, handler: 'api::bike.bike.find', config: { auth: false } },
      { method: 'GET', path: `${STOCK_PREFIX}/cms-blocks`, handler: 'api::cms-block.cms-block.find', config: { auth: false } },
    ],
  });
  await strapi.start();
}

// The soak asks for this process's memory; with --expose-gc, after a full collection, so the
// heap figure is what is still referenced, not garbage waiting for the collector.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send?.({ memory: { rss, heapUsed, heapTotal, external } });
});

runProcesses(processCount(), startOne, () => process.send?.('listening'));
