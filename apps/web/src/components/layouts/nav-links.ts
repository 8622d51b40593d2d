import { frameTexts } from '@volunteering/shared/texts/frame';
import { PAGES } from '@volunteering/shared/pages';

/** The main links, in the order the top bar, the mobile menu and the footer show them. */
export const MAIN_LINKS = [
  { to: '/', label: frameTexts.home },
  { to: PAGES.upcomingEvents.path, label: frameTexts.upcomingEvents },
  { to: PAGES.contact.path, label: frameTexts.contact },
] as const;

export const ACCOUNT_LINKS = [
  { to: PAGES.createEvent.path, label: frameTexts.createEvent },
  { to: PAGES.manageEvents.path, label: frameTexts.manageEvents },
  { to: PAGES.joinedEvents.path, label: frameTexts.joinedEvents },
  { to: PAGES.myImpact.path, label: frameTexts.myImpact },
] as const;
