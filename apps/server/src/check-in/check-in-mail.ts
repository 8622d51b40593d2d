// A participant's check-in code in their reminder mail (issue 39, decision 068): the QR code as an
// attached SVG, and a line saying to show it at the door.
import type { Language } from '@volunteering/shared/i18n/languages';
import { checkInTexts } from '@volunteering/shared/texts/check-in';
import type { MailAttachment } from '../db/schema.ts';
import { textsIn } from '../i18n/texts-in.ts';
import { qrSvg, type CheckInCodes } from './check-in-codes.ts';

export type CheckInCodeMail = (eventId: string, userId: string, language: Language) => Promise<{ line: string; attachment: MailAttachment }>;

export function createCheckInCodeMail(codes: CheckInCodes): CheckInCodeMail {
  return async (eventId, userId, language) => ({
    line: textsIn(checkInTexts, language).reminderLine,
    attachment: { filename: 'check-in-code.svg', contentType: 'image/svg+xml', content: await qrSvg(codes.personal(eventId, userId)) },
  });
}
