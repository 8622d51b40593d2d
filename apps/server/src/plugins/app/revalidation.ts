import etag from '@fastify/etag';
import fp from 'fastify-plugin';

// Answers a client already holds come back as 304 with no body (issue 41): @fastify/etag tags each
// answer by its bytes and compares If-None-Match. Registered before compression, which turns big
// answers into streams that cannot be tagged. A signed-in read is the caller's own: the browser
// keeps it privately and asks again every time (`no-cache`), so a change always shows.
export default fp(async (app) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && request.headers.authorization && !reply.hasHeader('cache-control') && request.url.startsWith('/api/')) {
      reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
});
