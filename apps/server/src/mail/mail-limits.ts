import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The mails a stranger can have sent to an address, and how many of each one address gets at most
 * (issue 35), whoever asks and from wherever: the outbox, which keeps every mail, is the count.
 */
export const MAIL_LIMITS = {
  /** A password reset link. */
  passwordReset: { max: 3, withinMs: HOUR_MS },
  /** The sign-up's confirmation link, first or sent again. */
  confirmation: { max: 3, withinMs: HOUR_MS },
  /** "Someone tried to sign up with your address." */
  signUpNotice: { max: 1, withinMs: DAY_MS },
  /** An organization's invitation, whichever organization sends it. */
  invitation: { max: 1, withinMs: DAY_MS },
  /** A supervisor asked to confirm hours done elsewhere (issue 39), whoever asks. */
  hoursConfirmation: { max: 3, withinMs: DAY_MS },
} as const;

export type MailKind = keyof typeof MAIL_LIMITS;

/**
 * Whether the address may get another mail of this kind now. In a transaction it also takes the
 * address's lock for the kind until the transaction ends: of two requests, one takes the last mail.
 */
export async function mayMail(db: Db, to: string, kind: MailKind, at: Date): Promise<boolean> {
  const { max, withinMs } = MAIL_LIMITS[kind];
  const address = to.toLowerCase();
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mail:${kind}:${address}`}, 0))`);
  const [sent] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.to, address), eq(outbox.kind, kind), gt(outbox.createdAt, new Date(at.getTime() - withinMs))));
  return (sent?.n ?? 0) < max;
}
