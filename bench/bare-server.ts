// The baseline for bench/run.ts: a bare node:http server answering every request with the same
// status, headers and body that the real server gave for one endpoint. Runs in its own process.
// Usage: node bench/bare-server.ts <spec.json>   where spec = { headers: {...}, bodyFile: path }
// Prints {"port": N} on one line once it listens on 127.0.0.1.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { headers: Record<string, string>; bodyFile: string };
const body = readFileSync(spec.bodyFile);
const headers = { ...spec.headers, 'content-length': String(body.length) };

const server = http.createServer((request, response) => {
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
