// Check-in codes (issue 39, decision 068), signed with a key derived from AUTH_SECRET for this use
// alone, so no table holds them. A participant's code names them at one event; the event's rotating
// code, shown on the organizer's screen, changes every 30 seconds and is refused once 60 seconds old.
import { createHmac, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import { SELF_CHECK_IN_MAX_AGE_SECONDS, SELF_CHECK_IN_STEP_SECONDS, SCAN_CLOCK_SKEW_SECONDS } from '@volunteering/shared/check-in-schemas';

const STEP_MS = SELF_CHECK_IN_STEP_SECONDS * 1000;

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** What a rotating code sent now is: good, too old, or not this event's. */
export type RotatingCodeState = 'valid' | 'expired' | 'invalid';

export function createCheckInCodes(secret: string) {
  const key = createHmac('sha256', secret).update('volunteer-hub check-in v1').digest();
  const tag = (text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

  return {
    /** A participant's own code at an event: `<user id>.<tag>`. */
    personal: (eventId: string, userId: string): string => `${userId}.${tag(`person:${eventId}:${userId}`)}`,

    /** The user a scanned code names at this event; null when it is not one we made for it. */
    personOf(eventId: string, code: string): string | null {
      const dot = code.lastIndexOf('.');
      if (dot <= 0) return null;
      const userId = code.slice(0, dot);
      return same(code.slice(dot + 1), tag(`person:${eventId}:${userId}`)) ? userId : null;
    },

    /** The event's rotating code at `at`, and when the next replaces it: `<30-second step>.<tag>`. */
    rotating(eventId: string, at: Date): { code: string; expiresAt: Date } {
      const step = Math.floor(at.getTime() / STEP_MS);
      return { code: `${step}.${tag(`event:${eventId}:${step}`)}`, expiresAt: new Date((step + 1) * STEP_MS) };
    },

    /** Whether a rotating code sent at `now` is this event's and at most 60 seconds old (from the start of its 30 seconds). */
    rotatingState(eventId: string, code: string, now: Date): RotatingCodeState {
      const [stepText, given, ...rest] = code.split('.');
      if (!stepText || !given || rest.length > 0 || !/^\d{1,15}$/.test(stepText)) return 'invalid';
      if (!same(given, tag(`event:${eventId}:${stepText}`))) return 'invalid';
      const shownAt = Number(stepText) * STEP_MS;
      if (shownAt > now.getTime() + SCAN_CLOCK_SKEW_SECONDS * 1000) return 'invalid';
      return now.getTime() - shownAt > SELF_CHECK_IN_MAX_AGE_SECONDS * 1000 ? 'expired' : 'valid';
    },
  };
}

export type CheckInCodes = ReturnType<typeof createCheckInCodes>;

/** A code as an SVG QR code. */
export const qrSvg = (code: string): Promise<string> => QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
