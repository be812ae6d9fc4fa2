import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { env } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import middlewares from '../config/middlewares';
import requestsInTurn from '../src/middlewares/requests-in-turn';
import { requireFromStrapiCore } from './helpers/strapi';

/**
 * Requests in turn (src/middlewares/requests-in-turn.ts), over HTTP through Strapi's own Koa app:
 * each request's handler holds until the test lets it go, so what runs at once is counted.
 */

const createKoaApp = requireFromStrapiCore('./services/server/koa.js') as (options: { keys: string[] }) => {
  silent: boolean;
  use: (middleware: unknown) => void;
  listen: (port: number, host: string, callback: () => void) => Server;
};

interface Held {
  path: string;
  release: (failure?: Error) => void;
}

/** A server taking at most `inFlight` requests at once; `started` lists, in order, the requests its handler is holding. */
async function serverWith(inFlight: number, maxWaitMs = 60_000) {
  const started: Held[] = [];
  let closing = false;
  const app = createKoaApp({ keys: ['test'] });
  app.silent = true;
  app.use(requestsInTurn({ inFlight, maxWaitMs }));
  app.use(async (ctx: { path: string; body: unknown }) => {
    await new Promise<void>((resolve, reject) => {
      started.push({ path: ctx.path, release: (failure) => (failure ? reject(failure) : resolve()) });
      if (closing) resolve();
    });
    ctx.body = { path: ctx.path };
  });
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Closing lets every request go, so a failed expectation does not leave the server waiting on them.
  const close = () => {
    closing = true;
    for (const held of started) held.release();
    return new Promise((resolve) => server.close(resolve));
  };
  return { started, origin, close };
}

/** Resolves once `condition` holds, checking every 2 ms for about two seconds. */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 1000 && !condition(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 2));
  if (!condition()) throw new Error('the condition never held');
}

/** Lets the server answer anything it is holding that the test has not seen yet; gives it time to start more. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('requests in turn', () => {
  it('runs at most its number of requests at once, the others in the order they came', async () => {
    const server = await serverWith(2);
    try {
      const answers: Promise<Response>[] = [];
      for (const path of ['/1', '/2', '/3', '/4', '/5']) {
        answers.push(fetch(`${server.origin}${path}`));
        // Each request reaches the server before the next is sent, so their order is known.
        await settle();
      }
      expect(server.started.map(({ path }) => path)).toEqual(['/1', '/2']);

      server.started[1]!.release();
      await until(() => server.started.length === 3);
      await settle();
      expect(server.started.map(({ path }) => path)).toEqual(['/1', '/2', '/3']);

      server.started[0]!.release();
      await until(() => server.started.length === 4);
      server.started[2]!.release();
      await until(() => server.started.length === 5);
      expect(server.started.map(({ path }) => path)).toEqual(['/1', '/2', '/3', '/4', '/5']);
      server.started[3]!.release();
      server.started[4]!.release();

      const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
      expect(bodies).toEqual(['/1', '/2', '/3', '/4', '/5'].map((path) => ({ path })));
    } finally {
      await server.close();
    }
  });

  it('gives the turn on when a request fails', async () => {
    const server = await serverWith(1);
    try {
      const failing = fetch(`${server.origin}/fails`);
      await until(() => server.started.length === 1);
      const following = fetch(`${server.origin}/follows`);
      await settle();
      expect(server.started).toHaveLength(1);

      server.started[0]!.release(new Error('the handler failed'));
      expect((await failing).status).toBe(500);
      await until(() => server.started.length === 2);
      server.started[1]!.release();
      expect(await (await following).json()).toEqual({ path: '/follows' });
    } finally {
      await server.close();
    }
  });

  it('answers 503 at once, without running it, a request whose turn came too late', async () => {
    const server = await serverWith(1, 100);
    try {
      const slow = fetch(`${server.origin}/slow`);
      await until(() => server.started.length === 1);
      const late = fetch(`${server.origin}/late`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.started[0]!.release();
      expect((await slow).status).toBe(200);
      await settle();
      expect(server.started.map(({ path }) => path)).toEqual(['/slow']);

      const answer = await late;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({
        data: null,
        error: { status: 503, name: 'ServiceUnavailableError', message: MESSAGES.serviceUnavailable, details: {} },
      });

      // The turn is free again: the next request runs.
      const next = fetch(`${server.origin}/next`);
      await until(() => server.started.length === 2);
      server.started[1]!.release();
      expect((await next).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets every request in at once at 0', async () => {
    const server = await serverWith(0);
    try {
      const answers = ['/1', '/2', '/3', '/4', '/5'].map((path) => fetch(`${server.origin}${path}`));
      await until(() => server.started.length === 5);
      for (const held of server.started) held.release();
      expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await server.close();
    }
  });

  it('refuses numbers it cannot use', () => {
    for (const inFlight of [-1, 2.5, Number.NaN]) {
      expect(() => requestsInTurn({ inFlight, maxWaitMs: 1000 })).toThrow('REQUESTS_IN_FLIGHT must be a whole number');
    }
    for (const maxWaitMs of [0, 2.5, Number.NaN]) {
      expect(() => requestsInTurn({ inFlight: 4, maxWaitMs })).toThrow('REQUESTS_MAX_WAIT_MS must be a whole number');
    }
  });
});

describe('the CMS takes requests in turn (config/middlewares.ts)', () => {
  const names = (list: ReturnType<typeof middlewares>) => list.map((entry) => (typeof entry === 'string' ? entry : entry.name));

  it('once their body is read, before their session, 4 at a time for at most 10 s unless the environment says otherwise', () => {
    const previous = { inFlight: process.env.REQUESTS_IN_FLIGHT, maxWait: process.env.REQUESTS_MAX_WAIT_MS };
    try {
      delete process.env.REQUESTS_IN_FLIGHT;
      delete process.env.REQUESTS_MAX_WAIT_MS;
      const list = middlewares({ env } as Core.Config.Shared.ConfigParams);
      const order = names(list);
      const turn = order.indexOf('global::requests-in-turn');
      expect(turn).toBe(order.indexOf('strapi::body') + 1);
      expect(order[turn + 1]).toBe('strapi::session');
      expect(list[turn]).toEqual({ name: 'global::requests-in-turn', config: { inFlight: 4, maxWaitMs: 10_000 } });

      process.env.REQUESTS_IN_FLIGHT = '9';
      process.env.REQUESTS_MAX_WAIT_MS = '2500';
      expect(middlewares({ env } as Core.Config.Shared.ConfigParams)[turn]).toEqual({
        name: 'global::requests-in-turn',
        config: { inFlight: 9, maxWaitMs: 2500 },
      });
    } finally {
      for (const [name, value] of [
        ['REQUESTS_IN_FLIGHT', previous.inFlight],
        ['REQUESTS_MAX_WAIT_MS', previous.maxWait],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
