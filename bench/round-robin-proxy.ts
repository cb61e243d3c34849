import http from 'node:http';

/**
 * The smallest reverse proxy that shows two instances serving one user: each request goes to the next backend in
 * turn (no stickiness, so a session made on one is used on the other) with X-Forwarded-For set, as a real load
 * balancer would.
 */
export function startRoundRobinProxy(port: number, backends: string[]): Promise<http.Server> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', backends[next++ % backends.length]);
    const upstream = http.request(
      target,
      {
        method: request.method,
        agent,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
