import { defineTexts } from '../i18n/define-texts.ts';

/** Events published as an organization (issue 18): Publish as, the Manage my events filter and the Following filter. */
export const organizationEventsTexts = defineTexts('organization-events', {
  // Create and edit an event.
  publishAs: 'Publish as',
  myself: 'Myself',
  publishAsHint: "An organization's owners and organizers can all edit its events and mark attendance.",
  publishAsLoading: 'Loading your organizations…',

  // Manage my events.
  organizationFilter: 'Organization',
  allOrganizations: 'All',
  noOrganizationEventsTitle: 'No events of this organization yet',
  noOrganizationEventsBody: 'Events published as this organization show here, for every owner and organizer.',
  showAll: 'Show all my events',

  // Upcoming events.
  following: 'Following',
  followingHint: 'Only events of organizations you follow',
  noFollowingTitle: 'No upcoming events from organizations you follow',
  noFollowingBody: 'Find organizations in the directory and follow them to see their events here.',
  browseOrganizations: 'Browse organizations',
  showAllEvents: 'Show all events',
} as const);
