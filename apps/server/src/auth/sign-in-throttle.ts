import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Language } from '@volunteering/shared/i18n/languages';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';
import { answerIn } from '../i18n/texts-in.ts';

/** Failed password sign-ins an address has before sign-in waits (issue 35). */
export const FREE_SIGN_IN_FAILURES = 5;
/** The first wait; each further failure doubles it, up to the longest. */
export const FIRST_SIGN_IN_WAIT_MS = 60_000;
export const LONGEST_SIGN_IN_WAIT_MS = 3600_000;
/** Failures with none after them for this long are forgotten. */
const FAILURES_KEPT_MS = 24 * 3600_000;

/** How long sign-in waits after the address's `failures`-th failure in a row. */
export function signInWaitMs(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(FIRST_SIGN_IN_WAIT_MS * 2 ** (failures - FREE_SIGN_IN_FAILURES), LONGEST_SIGN_IN_WAIT_MS);
}

/**
 * Growing waits per account after repeated wrong passwords, from wherever they come. Kept per
 * lower-cased address, with or without an account behind it, so the answers tell nothing about it.
 */
export function createSignInThrottle(opts: { db: Db; now: () => Date }) {
  const { db, now } = opts;
  const failures = signInFailures;
  return {
    /** Refuses with 429 while the address waits, right password or wrong, saying how long in the caller's language. */
    async check(email: string, language: Language): Promise<void> {
      const [row] = await db.select({ waitUntil: failures.waitUntil }).from(failures).where(eq(failures.email, email));
      const leftMs = row?.waitUntil ? row.waitUntil.getTime() - now().getTime() : 0;
      if (leftMs <= 0) return;
      const minutes = Math.ceil(leftMs / 60_000);
      throw new APIError(
        'TOO_MANY_REQUESTS',
        answerIn(minutes <= 1 ? messageOf(authErrorTexts, 'signInWaitMinute') : messageOf(authErrorTexts, 'signInWait', minutes), language),
        { 'Retry-After': String(Math.ceil(leftMs / 1000)) },
      );
    },

    /** One more wrong password: counted, and from the fifth on the address waits. */
    async failed(email: string): Promise<void> {
      const at = now();
      await db.delete(failures).where(lt(failures.lastFailureAt, new Date(at.getTime() - FAILURES_KEPT_MS)));
      const [row] = await db
        .insert(failures)
        .values({ email, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({ target: failures.email, set: { failures: sql`${failures.failures} + 1`, lastFailureAt: at } })
        .returning({ failures: failures.failures });
      const waitMs = signInWaitMs(row?.failures ?? 0);
      if (waitMs === 0) return;
      const until = new Date(at.getTime() + waitMs);
      await db
        .update(failures)
        .set({ waitUntil: until })
        .where(and(eq(failures.email, email), or(isNull(failures.waitUntil), lt(failures.waitUntil, until))));
    },

    /** A right password, or a new one set through a reset link: the count starts again. */
    async cleared(email: string): Promise<void> {
      await db.delete(failures).where(eq(failures.email, email));
    },
  };
}
