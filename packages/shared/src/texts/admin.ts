import { defineTexts } from '../i18n/define-texts.ts';

/**
 * The admin screens beside the open reports (issue 16): the audit log, the moderators, the way
 * between them, and "Report" on announcements. The words they share with /admin are moderationTexts'.
 */
export const adminTexts = defineTexts('admin', {
  // The way between the screens.
  navLabel: 'Moderation screens',
  navReports: 'Open reports',
  navAudit: 'Audit log',
  navStaff: 'Moderators',

  // /admin/audit
  auditPageTitle: 'Audit log · Volunteer Hub',
  auditHeading: 'Audit log',
  auditIntro: 'What moderators and admins did, who did it, when and why, the newest first.',
  auditLoading: 'Loading the audit log…',
  auditLoadError: 'The audit log could not be loaded.',
  auditEmptyTitle: 'Nothing in the log yet',
  auditEmptyBody: 'When a moderator or an admin acts, it is written here with their reason.',
  actions: {
    dismissReports: 'Reports dismissed',
    grantModerator: 'Made a moderator',
    revokeModerator: 'Moderator removed',
    hideEvent: 'Event hidden',
    restoreEvent: 'Event restored',
    approveEvent: 'Event approved',
    suspendUser: 'Account suspended',
    liftSuspension: 'Suspension lifted',
  },
  about: 'About',
  by: 'By',
  why: 'Why',
  person: (name: string, email: string) => `${name} (${email})`,

  // /admin/staff
  staffPageTitle: 'Moderators · Volunteer Hub',
  staffHeading: 'Moderators',
  staffIntro: 'Admins choose who moderates. Every change needs a reason, which is kept in the audit log.',
  adminsOnlyNote: 'Only admins can choose the moderators. You can still read the open reports and the audit log.',
  addHeading: 'Make someone a moderator',
  emailLabel: 'E-mail address',
  emailHint: 'The address they signed up with. They need an account first.',
  makeModerator: 'Make moderator',
  finding: 'Looking…',
  noSuchAccount: 'No account uses this e-mail address.',
  alreadyModerator: (name: string) => `${name} is already a moderator.`,
  alreadyAdmin: (name: string) => `${name} is an admin: admins moderate already.`,
  makeTitle: (name: string) => `Make ${name} a moderator?`,
  makeBody: (email: string) => `${email} will see the open reports and the audit log, and can dismiss reports.`,
  making: 'Saving…',
  madeModerator: (name: string) => `${name} is now a moderator.`,
  listHeading: 'Moderators and admins',
  staffLoading: 'Loading the moderators…',
  staffLoadError: 'The moderators could not be loaded.',
  staffEmptyTitle: 'No moderators yet',
  staffEmptyBody: 'Make someone a moderator with their e-mail address above.',
  roles: { member: 'Member', moderator: 'Moderator', admin: 'Admin' },
  you: 'you',
  adminsSetElsewhere: 'Admins are named in the server’s settings, not here.',
  removeModerator: 'Remove moderator',
  removeLabel: (name: string) => `Remove moderator: ${name}`,
  removeTitle: (name: string) => `Remove ${name} as a moderator?`,
  removeBody: 'They become a member again and no longer see the moderation screens.',
  removing: 'Removing…',
  removed: (name: string) => `${name} is no longer a moderator.`,
} as const);
