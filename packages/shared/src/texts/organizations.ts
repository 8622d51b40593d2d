import { defineTexts } from '../i18n/define-texts.ts';

/** Organizations (issue 18): the API's refusals and answers, the forms' messages and the invitation mail. */
export const organizationsTexts = defineTexts('organizations', {
  // The forms' fields.
  nameRequired: 'Give the organization a name.',
  slugFormat: 'Use 3 to 60 lowercase letters (a-z), digits and hyphens, starting and ending with a letter or digit.',
  slugReserved: 'This address is kept for the site: choose another.',
  websiteHttps: 'Enter the website as an address starting with https://',
  logoUrl: 'Enter a picture address starting with https://, or upload a logo.',
  role: 'Choose a role: owner, organizer or member.',
  organizationId: 'Choose one of your organizations, or publish as yourself.',

  // Refusals.
  notFound: 'Organization not found.',
  slugTaken: 'Another organization already uses this address: choose another.',
  ownersOnly: 'Only an owner of this organization can do this.',
  membersOnly: 'Only the members of this organization can see who is in it.',
  managersOnly: 'Only the owners and organizers of this organization can publish and manage its events.',
  lastOwner: 'An organization always needs an owner: make someone else an owner first.',
  memberNotFound: 'This person is not a member of this organization.',
  invitationNotFound: 'This invitation link is not valid. Ask the organization for a new one.',
  invitationGone: 'This invitation has expired or has already been used. Ask the organization for a new one.',
  alreadyMember: 'You are already a member of this organization.',

  // Answers.
  deleted: 'Organization deleted. Its events are now personal events of the people who made them.',
  memberRemoved: 'Member removed.',
  left: 'You have left the organization.',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationWithdrawn: 'Invitation withdrawn.',
  joined: (name: string) => `You are now a member of ${name}.`,

  roles: { owner: 'owner', organizer: 'organizer', member: 'member' },

  // The invitation mail.
  inviteSubject: (organization: string) => `Join ${organization} on Volunteer Hub`,
  inviteBody: (inviter: string, organization: string, role: string, url: string, days: number) =>
    `Hello,\n\n${inviter} invites you to join ${organization} on Volunteer Hub as ${role}.\n\nAccept the invitation here (log in or register first, with any e-mail address):\n${url}\n\nThe link works once and for ${days} days. If you did not expect this, you can ignore this mail.`,
} as const);
