import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { apiMessages } from '@volunteering/shared/texts/api';
import { createAccessTokenVerifier, type Viewer } from '../../auth/access-token.ts';
import type { Auth } from '../../auth/auth.ts';
import { EmailNotVerified, Forbidden, SignInRequired } from '../../domain-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** onRequest hook: refuses the request unless the bearer token is valid (before any body is parsed). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: sets request.viewer when a valid bearer token is sent, else leaves it null. */
    loadViewer: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The signed-in caller of a route guarded by `app.authenticate`; refused if there is none. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new SignInRequired(messageOf(apiMessages, 'unauthorized'));
  return request.viewer;
}

/** The caller of a route that acts towards others (create, join, wait, announce): their e-mail confirmed (issue 16). */
export function requireVerifiedViewer(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.emailVerified) throw new EmailNotVerified(messageOf(apiMessages, 'verifyEmailFirst'));
  return viewer;
}

/** The spec's clients pass `email`; it must name the caller, never somebody else. */
export function assertOwnEmail(viewer: Viewer, email: string | undefined): void {
  if (email !== undefined && email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    throw new Forbidden(messageOf(apiMessages, 'forbiddenEmail'));
  }
}

export default fp(async (app, opts: { auth: Auth; now: () => Date; issuer: string }) => {
  const verify = createAccessTokenVerifier({ auth: opts.auth, db: app.db, issuer: opts.issuer, now: opts.now, sessions: app.sessions });
  app.decorateRequest('viewer', null);

  async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    const token = bearerToken(request);
    return token ? verify(token) : null;
  }
  app.decorate('loadViewer', async (request: FastifyRequest) => {
    request.viewer = await viewerOf(request);
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.viewer = await viewerOf(request);
    requireViewer(request);
  });

  // better-auth answers everything under /api/auth with Web Requests and Responses.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // Minting access tokens has its own limit per session (the other auth paths have better-auth's).
    async preHandler(request, reply) {
      if (request.url.split('?')[0] === '/api/auth/token') await app.tokenLimit(request, reply);
    },
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, opts.issuer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
      }
      // The client's address as Fastify sees it (trustProxy-aware), never a header the client chose.
      headers.set('x-forwarded-for', request.ip);
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const response = await opts.auth.handler(new Request(url, { method: request.method, headers, body }));
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      return reply.send(text);
    },
  });
});
