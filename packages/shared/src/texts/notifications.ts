import { defineTexts } from '../i18n/define-texts.ts';

/**
 * Consent for mail (decision 035): the notification settings on Profile, and the page a mail's
 * "turn this off" link opens, for the three kinds of an account's mail and for the newsletter.
 */
export const notificationsTexts = defineTexts('notifications', {
  heading: 'Notifications',
  intro: 'Choose which e-mails we send you. Mail your account needs, such as a password reset or a cancelled event, always comes.',
  reminders: 'Event reminders',
  remindersHint: 'An e-mail the day before each event you joined.',
  announcements: 'Announcements from organizers',
  announcementsHint: 'What organizers post to the participants of their events. You can always read them on the event page.',
  waitlist: 'Waitlist news',
  waitlistHint: 'An e-mail when a place opens up and you move from a waitlist into an event.',
  digest: 'Weekly digest',
  digestHint: 'An e-mail on Mondays with the new events of the organizations you follow, when there are any.',
  loading: 'Loading your notification settings…',
  loadError: 'Could not load your notification settings.',
  saving: 'Saving…',
  saved: 'Saved. Your choice counts from the next e-mail.',
  saveError: 'Could not save your choice. Please try again.',
  onOrOff: 'Choose on or off.',
  // The page a mail's link opens: what it turns off, one button, then what was turned off.
  pageTitle: 'E-mail settings · Volunteer Hub',
  invalidHeading: 'This link does not work',
  ask: {
    newsletter: 'Unsubscribe from the newsletter?',
    reminders: 'Turn off event reminders?',
    announcements: 'Turn off announcement e-mails?',
    waitlist: 'Turn off waitlist e-mails?',
    digest: 'Turn off the weekly digest?',
  },
  askBody: {
    newsletter: 'This address will get no more newsletters from Volunteer Hub.',
    reminders: 'You will no longer get an e-mail the day before the events you join. Your places stay as they are.',
    announcements: "Organizers' announcements will no longer come by e-mail. You can still read them on each event's page.",
    waitlist: 'You will no longer get an e-mail when a place opens up for you. You still get the place, and it shows in your joined events.',
    digest: 'You will no longer get the Monday e-mail with new events of the organizations you follow. You still follow them.',
  },
  button: {
    newsletter: 'Unsubscribe',
    reminders: 'Turn off reminders',
    announcements: 'Turn off announcements',
    waitlist: 'Turn off waitlist e-mails',
    digest: 'Turn off the digest',
  },
  working: 'Turning off…',
  done: {
    newsletter: "You're unsubscribed. This address will get no more newsletters.",
    reminders: 'Event reminders are off. You will get no more reminder e-mails.',
    announcements: 'Announcement e-mails are off. Announcements stay on the event pages.',
    waitlist: 'Waitlist e-mails are off. A place that opens up is still yours.',
    digest: 'The weekly digest is off. You still follow your organizations.',
  },
  newsletterAgain: 'Changed your mind? You can subscribe again on the home page.',
  settingsAgain: 'Changed your mind? Turn it back on in the notification settings of your profile.',
  toProfile: 'Open my profile',
  toHome: 'Go to the home page',
  linkInvalid: 'This link is not valid. Copy the whole link from the e-mail, or change your choices on your profile.',
  failed: 'Could not turn this off. Please try again.',
} as const);
