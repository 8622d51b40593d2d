import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built client's files: hashed assets cached for a year, the rest revalidated each time;
 * a script or style as the build compressed it (`.br`, `.gz` beside it) when the browser takes that.
 */
export default fp(async (app, opts: { root: string }) => {
  const built = existsSync(path.join(opts.root, 'index.html'));
  app.decorate('webAppBuilt', built);
  if (!built) {
    app.log.warn(`web app not built at ${opts.root}: run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
    },
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The client is built, so the server answers page addresses with it. */
    webAppBuilt: boolean;
  }
}
