import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from './drain-http-server.ts';

const agent = new http.Agent({ keepAlive: true });
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose `/slow` answers only when the test says so. */
async function startServer() {
  let finishSlow!: () => void;
  const slowFinished = new Promise<void>((resolve) => {
    finishSlow = resolve;
  });
  let slowArrived!: () => void;
  const arrived = new Promise<void>((resolve) => {
    slowArrived = resolve;
  });
  const server = http.createServer((request, response) => {
    if (request.url === '/slow') {
      slowArrived();
      void slowFinished.then(() => response.end('slow done'));
    } else response.end('fast');
  });
  servers.push(server);
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** A GET on a kept-alive connection, or on a new one (`fresh`). */
  const get = (path: string, fresh = false) =>
    new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: fresh ? false : agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
          );
        })
        .on('error', reject);
    });
  return { drain, get, finishSlow, arrived };
}

describe('draining the HTTP server', () => {
  it('refuses new connections at once, finishes the request in flight, then closes', async () => {
    const { drain, get, finishSlow, arrived } = await startServer();
    // Two kept-alive connections: the slow request takes one, the other stays idle.
    await Promise.all([get('/fast'), get('/fast')]);
    const slow = get('/slow');
    await arrived;
    const closed = drain.close(10_000);
    await expect(get('/fast', true)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const begun = Date.now();
    setTimeout(finishSlow, 200);
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    expect(await closed).toEqual({ inFlight: 1, cut: 0 });
    // The idle connection did not hold the close up until the grace period ended.
    expect(Date.now() - begun).toBeLessThan(3_000);
  });

  it('cuts what is still running when the grace period ends', async () => {
    const { drain, get, arrived } = await startServer();
    const slow = get('/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await arrived;
    const begun = Date.now();
    expect(await drain.close(300)).toEqual({ inFlight: 1, cut: 1 });
    expect(Date.now() - begun).toBeLessThan(3_000);
    expect(await slow).toBe('ECONNRESET');
  });
});
