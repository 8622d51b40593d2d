import { defineTexts } from '../i18n/define-texts.ts';

/** The weekly digest (issue 18): new events of the organizations a person follows, in their account's language. */
export const organizationDigestTexts = defineTexts('organization-digest', {
  subject: (count: number) => `${count} new ${count === 1 ? 'event' : 'events'} from organizations you follow`,
  greeting: (name: string) => `Hello ${name},`,
  intro: 'These events were published this week by the organizations you follow, and they still need volunteers:',
  event: (title: string, when: string, location: string, url: string) => `- ${title}\n  ${when}, ${location}\n  ${url}`,
  more: (url: string) => `All upcoming events from the organizations you follow: ${url}`,
  /** "New near you" (issue 42): new events within about `km` of the home area the person saved. */
  subjectNear: (count: number) => `${count} new ${count === 1 ? 'event' : 'events'} near you`,
  nearHeading: 'New near you',
  nearIntro: (km: number) => `Published this week within about ${km} km of the home area you saved, and they still need volunteers:`,
  offNear: (url: string) => `You get this digest because you saved a home area and it is on in your Volunteer Hub settings. Turn it off: ${url}`,
  off: (url: string) => `You get this digest because you follow organizations and it is on in your Volunteer Hub settings. Turn it off: ${url}`,
} as const);
