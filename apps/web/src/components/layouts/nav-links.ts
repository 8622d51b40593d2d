import { PAGES } from '@volunteering/shared/pages';

/** The main links, in the order the top bar, the mobile menu and the footer show them; `text` names their label in frameTexts. */
export const MAIN_LINKS = [
  { to: '/', text: 'home' },
  { to: PAGES.upcomingEvents.path, text: 'upcomingEvents' },
  { to: PAGES.organizationDirectory.path, text: 'organizations' },
  { to: PAGES.contact.path, text: 'contact' },
] as const;

export const ACCOUNT_LINKS = [
  { to: PAGES.createEvent.path, text: 'createEvent' },
  { to: PAGES.manageEvents.path, text: 'manageEvents' },
  { to: PAGES.joinedEvents.path, text: 'joinedEvents' },
  { to: PAGES.myImpact.path, text: 'myImpact' },
  { to: PAGES.myOrganizations.path, text: 'myOrganizations' },
] as const;
