import { frameTexts } from '@volunteering/shared/messages';

/** The main links, in the order the top bar, the mobile menu and the footer show them. */
export const MAIN_LINKS = [
  { to: '/', label: frameTexts.home },
  { to: '/upcoming-events', label: frameTexts.upcomingEvents },
  { to: '/contact', label: frameTexts.contact },
] as const;

export const ACCOUNT_LINKS = [
  { to: '/create-event', label: frameTexts.createEvent },
  { to: '/manage-events', label: frameTexts.manageEvents },
  { to: '/joined-events', label: frameTexts.joinedEvents },
  { to: '/my-impact', label: frameTexts.myImpact },
] as const;
