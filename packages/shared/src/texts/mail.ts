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
  /** Issue 37: on joining, with the event's .ics attached. */
  joinedSubject: (title: string) => `You're in: ${title}`,
  joinedBody: (name: string, title: string, when: string, location: string, url: string) =>
    `Hello ${name},\n\nYou have joined "${title}". It starts ${when} at ${location}.\n\nDetails: ${url}\n\n` +
    'Open the attached file to add it to your calendar. If you cannot come, please cancel on Volunteer Hub so someone else can take your place.',
  announcementSubject: (title: string) => `Announcement for ${title}`,
  announcementBody: (name: string, organizer: string, title: string, message: string, url: string) =>
    `Hello ${name},\n\n${organizer}, the organizer of "${title}", posted an announcement:\n\n${message}\n\nEvent page: ${url}`,
  cancelledSubject: (title: string) => `Cancelled: ${title}`,
  cancelledBody: (name: string, title: string, when: string, location: string, url: string) =>
    `Hello ${name},\n\n"${title}", planned for ${when} at ${location}, is cancelled: its organizer has left Volunteer Hub.\n\n` +
    `We are sorry. Other events are waiting for volunteers: ${url}`,
  /** Issue 37: its organizer cancelled it. The mail is these paragraphs, the message only when they wrote one. */
  organizerCancelled: (name: string, organizer: string, title: string, when: string, location: string) =>
    `Hello ${name},\n\n${organizer} cancelled "${title}", planned for ${when} at ${location}.`,
  organizerMessage: (message: string) => `Their message:\n${message}`,
  organizerCancelledEnd: (url: string) => `You do not need to do anything. Other events are waiting for volunteers: ${url}`,
  /** Issue 38: an edit removed the shifts they were in; `shifts` names each with its start. */
  shiftRemovedSubject: (title: string) => `Shift removed: ${title}`,
  shiftRemovedBody: (name: string, organizer: string, title: string, shifts: string, url: string) =>
    `Hello ${name},\n\n${organizer} changed "${title}" and removed the shift you had joined: ${shifts}. ` +
    `Your place in it is gone, and you do not need to do anything.\n\nThe event and the shifts it has now: ${url}`,
  /** The same for those only waiting for the removed shifts (decision 063). */
  shiftRemovedWaitingBody: (name: string, organizer: string, title: string, shifts: string, url: string) =>
    `Hello ${name},\n\n${organizer} changed "${title}" and removed the shift whose waitlist you were on: ${shifts}. ` +
    `You are no longer waiting for it, and you do not need to do anything.\n\nThe event and the shifts it has now: ${url}`,
  /** Issue 38: a place in a shift held for the first person on its waitlist, until `until` (decision 063). */
  shiftOfferSubject: (shift: string, title: string) => `A place is held for you: ${shift}, ${title}`,
  shiftOfferBody: (name: string, shift: string, title: string, when: string, location: string, until: string, url: string) =>
    `Hello ${name},\n\nA place opened up in the shift "${shift}" of "${title}" (${when} at ${location}), ` +
    `and you are first on its waitlist. We are holding it for you until ${until}.\n\n` +
    `Take it or let it go with one click: ${url}\n\nIf you do nothing, it goes to the next person waiting when the time is up.`,
  newsletterConfirmSubject: 'Confirm your Volunteer Hub newsletter subscription',
  newsletterConfirmBody: (url: string, days: number) =>
    'Hello,\n\nSomeone, probably you, asked for the Volunteer Hub newsletter at this address. ' +
    `To confirm, open this link and press the button:\n${url}\n\n` +
    `The link works for ${days} days. If it was not you, ignore this e-mail: we will send nothing more.`,
  newsletterWelcomeSubject: 'Welcome to the Volunteer Hub newsletter',
  newsletterWelcomeBody: (url: string) =>
    'Hello,\n\nThank you for confirming. From now on we will write when new events near you need volunteers.\n\n' + `See what is coming up: ${url}`,
  // The last lines of every mail that can be turned off (decision 035).
  newsletterOff: (url: string) => `You get this because you subscribed to the Volunteer Hub newsletter. Unsubscribe in one click: ${url}`,
  remindersOff: (url: string) => `You get reminders because they are on in your Volunteer Hub settings. Turn them off: ${url}`,
  announcementsOff: (url: string) => `You get announcements by e-mail because they are on in your Volunteer Hub settings. Turn them off: ${url}`,
  waitlistOff: (url: string) => `You get waitlist news because it is on in your Volunteer Hub settings. Turn it off: ${url}`,
} as const);
