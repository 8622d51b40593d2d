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
} as const);
