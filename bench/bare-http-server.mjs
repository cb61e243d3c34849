// The ceiling for the request-cost benchmark: plain node:http answering a small JSON body, nothing else.
import http from 'node:http';

const body = JSON.stringify({ salesEmail: 'sales@10kai.app', privacyEmail: 'privacy@10kai.app', ok: true });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
