import { defineTexts } from '../i18n/define-texts.ts';

/** Hours records (issue 39, decision 068): approving and rejecting them, hours done elsewhere and the supervisor's mail. */
export const hoursTexts = defineTexts('hours', {
  approved: 'Hours approved.',
  rejected: 'Hours rejected.',
  bulkApproved: (count: number) => `Approved the hours of ${count} people.`,
  recorded: 'Hours recorded. We have asked your supervisor to confirm them.',
  notFound: 'There are no such hours.',
  notYours: 'Only the organizers of the event can approve or reject these hours.',
  bySupervisor: 'Hours done elsewhere are confirmed by the supervisor, through the link in their e-mail.',
  alreadyApproved: 'These hours are already approved.',
  alreadyRejected: 'These hours are already rejected.',
  dayInFuture: 'The day cannot be in the future.',
  dayNeeded: 'Enter the day you volunteered.',
  hoursRange: 'Enter the hours, from 0.25 to 24, in quarter hours.',
  ownAddress: 'Name someone else as your supervisor: they confirm your hours.',
  askedLately: 'This supervisor was asked to confirm hours several times today. Please try again tomorrow.',
  linkNotFound: 'We could not find these hours. The link may be incomplete: open it again from the e-mail.',
  linkUsed: 'These hours have already been answered. Thank you.',
  linkExpired: 'This link has expired: links work for 14 days.',
  confirmed: 'Thank you: the hours are confirmed.',
  declined: 'Thank you: the hours are declined.',
  supervisorSubject: (name: string) => `Please confirm ${name}'s volunteer hours`,
  supervisorBody: (name: string, email: string, hours: number, title: string, day: string, url: string, days: number) =>
    `Hello,\n\n${name} (${email}) says they volunteered ${hours} hours under your supervision: "${title}" on ${day}.\n\n` +
    `Open this link to confirm or decline (no account needed; it works once, for ${days} days):\n${url}\n\n` +
    `If you do not know this person, decline or ignore this e-mail.`,
} as const);
