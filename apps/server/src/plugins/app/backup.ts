import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBackupKey } from '../../backup/running-server.ts';

// GET /api/backup: the embedded database as a gzipped tarball of its data folder, for `npm run
// backup` on this machine while the server holds the database open (decision 028). Answered only
// to a request from loopback, not through a proxy, bearing a fresh backup key made with the auth
// secret; anyone else gets the same 404 as an address that does not exist. On PostgreSQL there is
// no such address (pg_dump reads the server itself).

function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  // A proxy on this machine connects from loopback too, but says whom it speaks for.
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return isIP(address) !== 0 && loopback && !proxied;
}

export default fp(async (app, opts: { authSecret: string; dumpData?: () => Promise<Blob> }) => {
  const dumpData = opts.dumpData;
  if (!dumpData) return;

  app.get('/api/backup', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!fromThisMachine(request) || !isBackupKey(opts.authSecret, given)) return reply.callNotFound();
    const started = Date.now();
    const tarball = Buffer.from(await (await dumpData()).arrayBuffer());
    request.log.info({ bytes: tarball.length, ms: Date.now() - started }, 'backup taken');
    return reply
      .type('application/gzip')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="volunteer-hub.tar.gz"')
      .send(tarball);
  });
});
