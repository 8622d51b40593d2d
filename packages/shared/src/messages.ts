/** User-facing texts. Those quoted in the spec appear exactly as the spec has them. */
export const createEventMessages = {
  title: 'Event title is required.',
  description: 'A description is required.',
  location: 'Location is required.',
  imageUrl: 'Image URL is required.',
  type: 'Please select an event type.',
  date: 'Please select a date and time.',
  organizer: 'Organizer name is required.',
  volunteersNeeded: 'Please enter a valid number greater than 0.',
} as const;

export const editEventMessages = {
  ...createEventMessages,
  date: 'Please select a date.',
  volunteersNeeded: 'Enter a valid number > 0.',
} as const;

export const validationMessages = {
  invalidDate: 'Date input not valid.',
  dateInPast: 'Please pick a date and time that has not passed.',
  httpUrl: 'Enter a web address starting with http:// or https://',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  tooMany: (max: number) => `At most ${max} items.`,
  volunteersTooMany: (max: number) => `At most ${max.toLocaleString('en-US')} volunteers.`,
  volunteersBelowJoined: (joined: number) =>
    `Volunteers needed cannot be fewer than the ${joined} already joined.`,
  itemRequired: 'This field is required.',
  email: 'Enter valid email address',
  name: 'Name is required.',
  password:
    'Must be at least 6 characters, including At least one lowercase letter At least one uppercase letter',
  passwordRequired: 'Password is required.',
  photoUrl: 'Enter a valid photo URL.',
} as const;

export const apiMessages = {
  invalidInput: 'Some fields need attention.',
  notFound: 'Not found.',
  eventNotFound: 'Event not found.',
  unauthorized: 'Please log in to continue.',
  forbiddenEmail: 'You can only act for your own account.',
  forbiddenOwner: 'Only the organizer of this event can change it.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request as JSON (Content-Type: application/json).',
  badJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  alreadyJoined: 'You have already joined this event.',
  eventFull: 'This event is full.',
  eventEnded: 'This event has already ended.',
  joined: 'You have joined this event.',
  notJoined: 'You have not joined this event.',
  cancelAfterEnd: 'This event has already taken place, so it cannot be cancelled.',
  cancelled: 'Your participation has been cancelled.',
  deleted: 'Event deleted.',
} as const;

export const uiTexts = {
  noUpcomingTitle: 'No Upcoming Events',
  noUpcomingBody:
    'There are currently no upcoming events. Please check back later or create your own event to get started!',
  noMatchTitle: 'No Events Found',
  noMatchBody: 'Try adjusting your search or filter to find other opportunities.',
} as const;

export const contactMessages = {
  name: 'Please enter your full name.',
  email: 'Please enter a valid email address.',
  subject: 'Please enter a subject.',
  message: 'Please write your message.',
  sent: 'Thank you! Your message has been sent. We reply within two working days.',
} as const;

export const newsletterMessages = {
  email: 'Please enter a valid email address.',
  subscribed: "You're subscribed! Watch your inbox for new events near you.",
  alreadySubscribed: "You're already subscribed. Thank you for staying in touch!",
} as const;

export const frameTexts = {
  profileMenu: 'Profile',
  productName: 'Volunteer Hub',
  home: 'Home',
  upcomingEvents: 'Upcoming Events',
  contact: 'Contact',
  createEvent: 'Create Event',
  manageEvents: 'Manage Events',
  joinedEvents: 'Joined Events',
  myImpact: 'My Impact',
  logout: 'Logout',
  login: 'Login',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  dimTheme: 'Dim theme',
} as const;

/** The waitlist of a full event (issue 6). */
export const waitlistMessages = {
  joined: (position: number) => `You are on the waitlist: number ${position}. We will e-mail you if a place opens up.`,
  alreadyWaiting: (position: number) => `You are already on the waitlist: number ${position}.`,
  notFull: 'This event still has places: join it instead.',
  left: 'You have left the waitlist.',
  notWaiting: 'You are not on the waitlist of this event.',
} as const;

/** An event's duration, which gives its end (issue 6). */
export const durationMessages = {
  range: 'Choose a duration between 30 minutes and 24 hours.',
  /** e.g. "2 hours", "1 hour 30 minutes", "30 minutes". */
  label: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest > 0 ? `${rest} minutes` : ''];
    return parts.filter(Boolean).join(' ');
  },
} as const;

// Texts of single screens live beside, one module each, so each screen's bundle carries only its own.
export * from './texts/account.ts';
export * from './texts/event-form.ts';
export * from './texts/manage-events.ts';
export * from './texts/joined-events.ts';
export * from './texts/home.ts';
export * from './texts/upcoming-events.ts';
export * from './texts/event-details.ts';
export * from './texts/contact.ts';
export * from './texts/announcements.ts';
export * from './texts/attendance.ts';
export * from './texts/impact.ts';
export * from './texts/waitlist.ts';
export * from './texts/calendar.ts';
