import { defineTexts } from '../i18n/define-texts.ts';

/** The public directory of organizations at /orgs (issue 37, decision 055): the page and the API's refusals. */
export const organizationDirectoryTexts = defineTexts('organization-directory', {
  // The API's refusals of a malformed address.
  searchText: 'Search with one piece of text.',
  pageNumber: (max: number) => `Ask for a page from 1 to ${max.toLocaleString('en-US')}.`,

  // The page.
  pageTitle: 'Organizations · Volunteer Hub',
  heading: 'Organizations',
  intro: 'Clubs, societies and teams that run volunteering events. Follow the ones you like: their events show under Following on Upcoming events.',
  yourOrganizations: 'Your organizations',
  createOrganization: 'Create an organization',
  searchLabel: 'Search organizations',
  searchPlaceholder: 'Search by name or city…',
  loading: 'Loading organizations…',
  loadFailed: 'The organizations could not be loaded',
  resultCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'organization' : 'organizations'} found`,
  noMatchTitle: 'No organizations match your search',
  noMatchBody: 'Check the spelling, or search by another name or city.',
  clearSearch: 'Clear the search',
  noneYetTitle: 'No organizations yet',
  noneYetBody: 'Be the first: create one for your club, society or team.',
  upcomingEvents: (count: number) => `${count.toLocaleString('en-US')} upcoming ${count === 1 ? 'event' : 'events'}`,
  followers: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`,
  following: 'Following',
  pagination: 'Pages of organizations',
} as const);
