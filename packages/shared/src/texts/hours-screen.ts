import { defineTexts } from '../i18n/define-texts.ts';

/** The screens of hours records (issue 39, decision 068): approving them at the door screen, one's own on My Impact. */
export const hoursScreenTexts = defineTexts('hours-screen', {
  approveAll: 'Approve all checked-in hours',
  approveAllHint: 'Approves the pending hours of everyone checked in, at once.',
  hoursOf: (hours: string) => `${hours} h`,
  approve: 'Approve',
  approvePerson: (name: string) => `Approve ${name}’s hours`,
  reject: 'Reject',
  rejectPerson: (name: string) => `Reject ${name}’s hours`,
  reasonLabel: 'Why are these hours rejected?',
  sendReject: 'Reject hours',
  cancel: 'Cancel',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  // My Impact.
  mineHeading: 'Your hours',
  mineEmpty: 'No hours recorded yet. Hours come from checking in at an event, or add hours done elsewhere.',
  mineLoading: 'Loading your hours…',
  mineFailed: 'We could not load your hours.',
  pendingNote: 'Pending hours count once they are approved.',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  elsewhere: 'Done elsewhere',
  // Hours done elsewhere, on My Impact.
  elsewhereOpen: 'Add hours done elsewhere',
  elsewhereHeading: 'Add hours done elsewhere',
  elsewhereIntro:
    'Volunteered somewhere outside Volunteer Hub? Add it here and we e-mail your supervisor to confirm. Once confirmed, the hours count in your impact.',
  elsewhereTitle: 'What did you do?',
  elsewhereTitleHint: 'For example: Reading hour at the Banani library',
  elsewhereDate: 'Day',
  elsewhereHours: 'Hours',
  elsewhereHoursHint: 'In quarter hours: 1.5 is an hour and a half.',
  elsewhereSupervisor: 'Your supervisor’s e-mail',
  elsewhereSupervisorHint: 'They get a link to confirm or decline, once, within 14 days. They need no account.',
  elsewhereSubmit: 'Ask my supervisor to confirm',
  elsewhereSending: 'Sending…',
  elsewhereFailed: 'Your hours were not recorded.',
  elsewhereCancel: 'Cancel',
  elsewhereAnother: 'Add more hours',
  elsewhereAdded: (title: string) => `“${title}” is in your hours below, pending until your supervisor confirms.`,
} as const);
