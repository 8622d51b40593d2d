import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { session, user } from '../db/schema.ts';
import type { Auth } from './auth.ts';

export type Viewer = { userId: string; email: string; name: string; sessionId: string; emailVerified: boolean };

const KEYS_TTL_MS = 5 * 60_000;

/**
 * Checks a bearer access token: signature and expiry from the JWT itself, then the session it was
 * minted from must still exist, so signing out revokes the token at once.
 */
export function createAccessTokenVerifier(opts: { auth: Auth; db: Db; issuer: string; now: () => Date }) {
  let keys: { set: ReturnType<typeof createLocalJWKSet>; loadedAt: number } | undefined;

  async function keySet(force: boolean) {
    if (!keys || force || Date.now() - keys.loadedAt > KEYS_TTL_MS) {
      const jwks = (await opts.auth.api.getJwks()) as JSONWebKeySet;
      keys = { set: createLocalJWKSet(jwks), loadedAt: Date.now() };
    }
    return keys.set;
  }

  async function verifySignature(token: string, retry = true): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, await keySet(false), {
        issuer: opts.issuer,
        audience: opts.issuer,
        currentDate: opts.now(),
      });
      return payload;
    } catch (error) {
      if (retry && error instanceof errors.JWKSNoMatchingKey) {
        await keySet(true);
        return verifySignature(token, false);
      }
      return null;
    }
  }

  return async function verifyAccessToken(token: string): Promise<Viewer | null> {
    const payload = await verifySignature(token);
    if (!payload || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    const [row] = await opts.db
      .select({ userId: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.id, payload.sid), eq(session.userId, payload.sub), gt(session.expiresAt, opts.now()), isNull(user.suspendedAt)))
      .limit(1);
    return row ? { ...row, sessionId: payload.sid } : null;
  };
}
