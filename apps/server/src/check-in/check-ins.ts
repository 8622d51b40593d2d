// Check-in at an event's door (issue 39, decision 068), as `app.checkIns`: organizers scan a
// participant's code (or pick them by name), each scan taken once by its key, so a retry or an
// offline door screen's replay counts once; participants check themselves in with the event's
// rotating code. Each check-in makes or updates the person's pending hours record.
import { messageOf, type Answerable, type PlainTextKey } from '@volunteering/shared/i18n/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { SCAN_CLOCK_SKEW_SECONDS, type CheckInCode, type CheckInResult, type CheckInScan, type SelfCheckInCode } from '@volunteering/shared/check-in-schemas';
import { apiMessages } from '@volunteering/shared/texts/api';
import { checkInTexts } from '@volunteering/shared/texts/check-in';
import type { Viewer } from '../auth/access-token.ts';
import type { Db } from '../db/client.ts';
import { checkInScans, checkIns, events, user } from '../db/schema.ts';
import { Forbidden, NotFound } from '../domain-errors.ts';
import { mayManage } from '../access/organization-rights.ts';
import { isCancelled } from '../events/event-rules.ts';
import { creditedMinutes, recordCheckIn } from '../hours/hours-records.ts';
import { qrSvg, type CheckInCodes } from './check-in-codes.ts';
import { doorOpen, lockedEvent, placeAt, placesOf, type CheckInEvent, type Place } from './check-in-places.ts';
import { createCheckInList } from './check-in-list.ts';
import { createCheckInCodeMail } from './check-in-mail.ts';

type Result = Answerable<CheckInResult>;
const refused = (name: string, key: PlainTextKey<typeof checkInTexts>): Result => ({
  success: false,
  message: messageOf(checkInTexts, key),
  name,
});

const nameOf = async (tx: Db, userId: string) => (await tx.select({ name: user.name }).from(user).where(eq(user.id, userId)))[0]?.name;

/** Checks the person in or out of a place at `at`, and brings their hours record up to date; null when they cannot be checked out. */
async function apply(tx: Db, event: CheckInEvent, userId: string, place: Place, action: 'in' | 'out', at: Date, name: string): Promise<Result | null> {
  const which = and(
    eq(checkIns.eventId, event.id),
    eq(checkIns.userId, userId),
    place.shiftId === null ? isNull(checkIns.shiftId) : eq(checkIns.shiftId, place.shiftId),
  );
  const [current] = await tx.select().from(checkIns).where(which);
  let inAt: Date;
  let outAt: Date | null;
  let message;
  if (action === 'in') {
    // Back in after checking out: in again, from the first check-in.
    const again = current?.outAt != null && at > current.outAt;
    inAt = current && current.inAt < at ? current.inAt : at;
    outAt = again ? null : (current?.outAt ?? null);
    message = current && !again ? messageOf(checkInTexts, 'alreadyIn', name) : messageOf(checkInTexts, 'checkedIn', name);
  } else {
    if (!current || at < current.inAt) return null;
    inAt = current.inAt;
    outAt = current.outAt && current.outAt > at ? current.outAt : at;
    message = current.outAt ? messageOf(checkInTexts, 'alreadyOut', name) : messageOf(checkInTexts, 'checkedOut', name);
  }
  if (current) await tx.update(checkIns).set({ inAt, outAt }).where(eq(checkIns.id, current.id));
  else await tx.insert(checkIns).values({ eventId: event.id, userId, shiftId: place.shiftId, inAt, outAt });
  await recordCheckIn(tx, { userId, eventId: event.id, shiftId: place.shiftId }, creditedMinutes(place, inAt, outAt, event.creditScheduledHours));
  return { success: true, message, name };
}

export function createCheckIns(opts: { db: Db; now: () => Date; codes: CheckInCodes }) {
  const { db, now, codes } = opts;

  async function managed(tx: Db, eventId: string, manager: Viewer) {
    const event = await lockedEvent(tx, eventId);
    if (!(await mayManage(tx, event, manager.userId))) throw new Forbidden(messageOf(apiMessages, 'forbiddenOwner'));
    return event;
  }

  return {
    ...createCheckInList(db, managed),
    /** A participant's code for their reminder mail. */
    codeMail: createCheckInCodeMail(codes),

    /** A participant's own code, and its QR code as an SVG data: URL; 403 for anyone who has not joined. */
    async code(eventId: string, viewer: Viewer): Promise<CheckInCode> {
      const code = await db.transaction(async (tx) => {
        const [event] = await tx.select().from(events).where(eq(events.id, eventId));
        if (!event) throw new NotFound(messageOf(apiMessages, 'eventNotFound'));
        if ((await placesOf(tx, event, viewer.userId)).length === 0) throw new Forbidden(messageOf(checkInTexts, 'participantsOnly'));
        return codes.personal(eventId, viewer.userId);
      });
      return { code, qr: `data:image/svg+xml;base64,${Buffer.from(await qrSvg(code)).toString('base64')}` };
    },

    /** The SVG of the caller's code, for an <img> or a mail. */
    async codeSvg(eventId: string, viewer: Viewer): Promise<string> {
      const { code } = await this.code(eventId, viewer);
      return qrSvg(code);
    },

    /** The event's rotating code to show now (organizers). */
    async selfCode(eventId: string, manager: Viewer): Promise<SelfCheckInCode> {
      await db.transaction((tx) => managed(tx, eventId, manager));
      const { code, expiresAt } = codes.rotating(eventId, now());
      return { code, expiresAt: expiresAt.toISOString() };
    },

    /** A door scan (organizers): taken once by its key; refused ones are not kept, so the screen may send them again. */
    async scan(eventId: string, manager: Viewer, scan: CheckInScan): Promise<Result> {
      return db.transaction(async (tx) => {
        const event = await managed(tx, eventId, manager);
        const [seen] = await tx
          .select({ userId: checkInScans.userId })
          .from(checkInScans)
          .where(and(eq(checkInScans.eventId, eventId), eq(checkInScans.key, scan.key)));
        if (seen) {
          const name = (await nameOf(tx, seen.userId)) ?? '';
          return { success: true, message: messageOf(checkInTexts, 'replayed', name), name };
        }
        const userId = scan.userId ?? codes.personOf(eventId, scan.code!);
        const name = userId ? await nameOf(tx, userId) : undefined;
        if (!userId || name === undefined) return refused('', scan.code ? 'unknownCode' : 'notParticipant');
        if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled'), name };
        const places = await placesOf(tx, event, userId);
        if (places.length === 0) return refused(name, 'notParticipant');
        const at = scan.at ? new Date(scan.at) : now();
        if (at.getTime() > now().getTime() + SCAN_CLOCK_SKEW_SECONDS * 1000) return refused(name, 'scanInFuture');
        const place = placeAt(places, at, scan.shiftId, true);
        if (!place) return refused(name, scan.shiftId ? 'notInShift' : 'noShiftNow');
        if (!doorOpen(place, at, true)) return refused(name, 'outsideWindow');
        const result = await apply(tx, event, userId, place, scan.action, at, name);
        if (!result) return { success: false, message: messageOf(checkInTexts, 'notCheckedIn', name), name };
        await tx.insert(checkInScans).values({ eventId, key: scan.key, userId, action: scan.action, at, scannedBy: manager.userId, createdAt: now() });
        return result;
      });
    },

    /** A signed-in participant checks in with the rotating code, during the event (from 30 minutes before it starts). */
    async selfCheckIn(eventId: string, viewer: Viewer, code: string): Promise<Result> {
      return db.transaction(async (tx) => {
        const event = await lockedEvent(tx, eventId);
        const state = codes.rotatingState(eventId, code, now());
        if (state !== 'valid') return refused(viewer.name, state === 'expired' ? 'codeExpired' : 'codeInvalid');
        if (isCancelled(event)) return { success: false, message: messageOf(apiMessages, 'eventCancelled'), name: viewer.name };
        const places = await placesOf(tx, event, viewer.userId);
        if (places.length === 0) return refused(viewer.name, 'notParticipant');
        const place = placeAt(places, now(), undefined, false);
        if (!place || !doorOpen(place, now(), false)) return refused(viewer.name, 'selfCheckInClosed');
        return (await apply(tx, event, viewer.userId, place, 'in', now(), viewer.name))!;
      });
    },
  };
}

export type CheckIns = ReturnType<typeof createCheckIns>;
