import { defineTexts } from '../i18n/define-texts.ts';

/**
 * The mails about one shift (issue 38, decision 064), in the recipient's language: taking a place,
 * being put in one by an organizer, and the reminder. Their subjects begin as the event's own
 * confirmation and reminder do ("You're in: ", "Reminder: "). `shift` is its role, `when` its start
 * and `until` its end on the event's clock.
 */
export const shiftMailTexts = defineTexts('shift-mail', {
  joinedSubject: (title: string, shift: string) => `You're in: ${title} (${shift})`,
  joinedBody: (name: string, shift: string, title: string, when: string, until: string, location: string, url: string) =>
    `Hello ${name},\n\nYou have taken a place in the shift "${shift}" of "${title}". It starts ${when} and ends ${until}, at ${location}.\n\n` +
    `Details: ${url}\n\nOpen the attached file to add the shift to your calendar. If you cannot come, please leave the shift on Volunteer Hub so someone else can take your place.`,
  putSubject: (title: string, shift: string) => `You're in: ${title} (${shift})`,
  putBody: (name: string, organizer: string, shift: string, title: string, when: string, until: string, location: string, url: string) =>
    `Hello ${name},\n\n${organizer}, an organizer of "${title}", put you in the shift "${shift}". It starts ${when} and ends ${until}, at ${location}.\n\n` +
    `Details: ${url}\n\nOpen the attached file to add the shift to your calendar. If you cannot come, please leave the shift on Volunteer Hub so someone else can take your place.`,
  reminderSubject: (title: string, shift: string, when: string) => `Reminder: ${title} (${shift}), ${when}`,
  reminderBody: (name: string, shift: string, title: string, when: string, until: string, location: string, url: string) =>
    `Hello ${name},\n\nYou are in the shift "${shift}" of "${title}". It starts ${when} and ends ${until}, at ${location}.\n\n` +
    `Details: ${url}\n\nIf you cannot come, please leave the shift on Volunteer Hub so someone else can take your place.`,
} as const);
