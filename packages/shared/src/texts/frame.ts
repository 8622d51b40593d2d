import { defineTexts } from '../i18n/define-texts.ts';

export const frameTexts = defineTexts('frame', {
  profileMenu: 'Profile',
  skipToContent: 'Skip to main content',
  /** Said while a page opened from another loads (its skeleton shows). */
  pageLoading: 'Loading the page…',
  productName: 'Volunteer Hub',
  home: 'Home',
  upcomingEvents: 'Upcoming Events',
  /** The directory of organizations (decision 055). */
  organizations: 'Organizations',
  contact: 'Contact',
  createEvent: 'Create Event',
  manageEvents: 'Manage Events',
  joinedEvents: 'Joined Events',
  myImpact: 'My Impact',
  myOrganizations: 'My Organizations',
  /** For moderators and admins: the open reports (issue 16). */
  moderation: 'Moderation',
  logout: 'Logout',
  login: 'Login',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  dimTheme: 'Dim theme',
  menu: 'Menu',
  mainNavigation: 'Main',
  accountMenuFor: (name: string) => `Account menu for ${name}`,
  footerIntro: 'Find community service events near you, join them in one click, or organize your own.',
  footerNavigation: 'Footer',
  explore: 'Explore',
  company: 'Company',
  about: 'About',
  followUs: 'Follow us',
  opensInNewTab: (name: string) => `${name} (opens in a new tab)`,
  copyright: (year: string) => `© ${year} Volunteer Hub. All rights reserved.`,
} as const);
