import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /**
   * Stops accepting connections, lets the requests in flight finish for at most `graceMs`, then cuts the
   * connections still open. Resolves once every connection is closed.
   */
  close(graceMs: number): Promise<{ inFlight: number; cut: number }>;
}

/** Tracks the server's requests from now on so that a shutdown can wait for them (call before the first one). */
export function drainable(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    // A request that arrives on a kept-alive connection during the drain is answered, but the connection closes.
    if (closing) response.shouldKeepAlive = false;
    response.once('close', () => {
      inFlight.delete(response);
      // The answered connection is idle now; keep-alive would hold it (and the shutdown) open until the client
      // lets go.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    async close(graceMs) {
      closing = true;
      const waiting = inFlight.size;
      // Answers not yet begun say `Connection: close`.
      for (const response of inFlight) response.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut = 0;
      const deadline = setTimeout(() => {
        cut = inFlight.size;
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(deadline);
      return { inFlight: waiting, cut };
    },
  };
}
