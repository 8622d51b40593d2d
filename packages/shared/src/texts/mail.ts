import { defineTexts } from '../i18n/define-texts.ts';

/** The e-mails the server sends, in the recipient's language (the account's, decision 031). */
export const mailTexts = defineTexts('mail', {
  resetSubject: 'Reset your Volunteer Hub password',
  resetBody: (name: string, url: string) =>
    `Hello ${name},\n\nOpen this link to choose a new password (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this e-mail.`,
  promotedSubject: (title: string) => `A place opened up: you're in for ${title}`,
  promotedBody: (name: string, title: string, when: string, location: string, url: string) =>
    `Hello ${name},\n\nA place opened up in "${title}" and you were first on the waitlist, ` +
    `so you have joined it. It starts ${when} at ${location}.\n\nDetails: ${url}\n\n` +
    'If you cannot come after all, please cancel on Volunteer Hub so the next person can take your place.',
  reminderSubject: (title: string, when: string) => `Reminder: ${title}, ${when}`,
  reminderBody: (name: string, title: string, when: string, location: string, url: string) =>
    `Hello ${name},\n\nYou joined "${title}". It starts ${when} at ${location}.\n\n` +
    `Details: ${url}\n\nIf you cannot come, please cancel on Volunteer Hub so someone else can take your place.`,
  announcementSubject: (title: string) => `Announcement for ${title}`,
  announcementBody: (name: string, organizer: string, title: string, message: string, url: string) =>
    `Hello ${name},\n\n${organizer}, the organizer of "${title}", posted an announcement:\n\n${message}\n\nEvent page: ${url}`,
  cancelledSubject: (title: string) => `Cancelled: ${title}`,
  cancelledBody: (name: string, title: string, when: string, location: string, url: string) =>
    `Hello ${name},\n\n"${title}", planned for ${when} at ${location}, is cancelled: its organizer has left Volunteer Hub.\n\n` +
    `We are sorry. Other events are waiting for volunteers: ${url}`,
} as const);
