import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { preparedReading, rowReader } from '../db/read-rows.ts';
import { session, user } from '../db/schema.ts';
import type { Auth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

export type Viewer = { userId: string; email: string; name: string; sessionId: string; emailVerified: boolean };

const KEYS_TTL_MS = 5 * 60_000;
/** Tokens whose signature was checked, kept until they expire (about 1.5 KB each). */
export const CHECKED_TOKENS_MAX = 2000;

type Claims = { sid: string; sub: string; expiresAt: number };

/**
 * Checks a bearer access token: signature and expiry from the JWT itself, then the session it was
 * minted from must still exist (read through the session cache), so signing out revokes the token.
 */
export function createAccessTokenVerifier(opts: { auth: Auth; db: Db; issuer: string; now: () => Date; sessions: SessionCache }) {
  let keys: { set: ReturnType<typeof createLocalJWKSet>; loadedAt: number } | undefined;
  // A token's signature never changes: checked once, it is known until it expires. Its session is
  // the session cache's: signing out, a suspension or a deleted account end it at once.
  const checked = new LRUCache<string, Claims>({ max: CHECKED_TOKENS_MAX });
  const columns = { userId: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified };
  const readViewer = rowReader<Omit<Viewer, 'sessionId'>>(columns);
  const viewerOfSession = preparedReading(
    opts.db,
    opts.db
      .select(columns)
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(
        and(
          eq(session.id, sql.placeholder('sid')),
          eq(session.userId, sql.placeholder('sub')),
          gt(session.expiresAt, sql.placeholder('at')),
          isNull(user.suspendedAt),
        ),
      )
      .limit(1),
    (rows) => (rows[0] ? readViewer(rows[0], 0) : undefined),
    { name: 'viewer_of_session' },
  );

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

  async function claimsOf(token: string): Promise<Claims | null> {
    const at = opts.now().getTime();
    const known = checked.get(token);
    if (known) {
      if (known.expiresAt > at) return known;
      checked.delete(token);
    }
    const payload = await verifySignature(token);
    if (!payload || typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const claims = { sid: payload.sid, sub: payload.sub, expiresAt: payload.exp * 1000 };
    checked.set(token, claims);
    return claims;
  }

  return async function verifyAccessToken(token: string): Promise<Viewer | null> {
    const claims = await claimsOf(token);
    if (!claims) return null;
    return opts.sessions.read(`token ${claims.sid} ${claims.sub}`, async () => {
      const row = await viewerOfSession.execute({ sid: claims.sid, sub: claims.sub, at: opts.now() });
      return row ? { userId: row.userId, value: { ...row, sessionId: claims.sid } } : null;
    });
  };
}
