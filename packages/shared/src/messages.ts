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
  productName: 'Volunteer Hub',
  home: 'Home',
  upcomingEvents: 'Upcoming Events',
  contact: 'Contact',
  createEvent: 'Create Event',
  manageEvents: 'Manage Events',
  joinedEvents: 'Joined Events',
  logout: 'Logout',
  login: 'Login',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  dimTheme: 'Dim theme',
} as const;

export const contactPageTexts = {
  heading: 'Get in Touch',
  formHeading: 'Send Message',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  subject: 'Subject',
  yourMessage: 'Your Message',
  hours: 'Mon-Fri 9am-6pm',
  sending: 'Sending…',
  sendAnother: 'Send another message',
  failed: 'Your message was not sent.',
} as const;

export const upcomingEventsTexts = {
  heading: 'Upcoming Events',
  intro:
    'Find volunteer opportunities near you: search by name or place, filter by the kind of help you want to give, and join with one click.',
  searchLabel: 'Search events',
  searchPlaceholder: 'Search by event name or location...',
  filters: 'Filters',
  filterByType: 'Filter by event type',
  layoutLabel: 'Layout',
  listLayout: 'List view',
  gridLayout: 'Grid view',
  clearFilters: 'Clear search and filter',
  loadError: "We couldn't load the events.",
  loading: 'Loading events…',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  details: 'Details',
  detailsAbout: (title: string) => ` about ${title}`,
  resultCount: (count: number, capped: boolean) =>
    `${capped ? 'More than ' : ''}${count.toLocaleString('en-US')} ${count === 1 && !capped ? 'event' : 'events'} found`,
} as const;

export const homeTexts = {
  pageTitle: 'Home · Volunteer Hub',
  heading: 'Volunteer Hub: community service events near you',
  carouselLabel: 'Upcoming events',
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  upcomingTag: 'Upcoming Event',
  joinEvent: 'Join The Event',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (position: number) => `Go to slide ${position}`,
  slideControls: 'Choose a slide',
  pauseRotation: 'Stop automatic slide show',
  resumeRotation: 'Start automatic slide show',
  loadingEvents: 'Loading events…',
  loadError: "We couldn't load the upcoming events.",
  createEvent: 'Create an Event',
  organizersHeading: 'For Organizers',
  organizersIntro: 'Bring your community together around a cause you care about.',
  organizerPoints: [
    { title: 'Publish an event in minutes', body: 'Describe the cause, pick the type of help you need and add a cover photo.' },
    { title: 'Set a clear goal', body: 'Say how many volunteers you need and watch the count grow as people join.' },
    { title: 'Choose the date and place', body: 'Give a date, a start time and a location so volunteers know where to be.' },
  ],
  volunteersHeading: 'For Volunteers',
  volunteersIntro: 'Find a way to help that fits your week and your neighbourhood.',
  volunteerPoints: [
    { title: 'Find events near you', body: 'Search by name or place and filter by cleanups, plantations, donations and more.' },
    { title: 'Join with one click', body: 'Sign in once, then claim your spot on any event that still needs hands.' },
    { title: 'Track what you joined', body: 'See your upcoming events in one list and cancel if your plans change.' },
  ],
  guideHeading: 'How It Works',
  guideLabel: 'Three steps to volunteering',
  guideSteps: [
    {
      tab: '1. Discover',
      title: 'Discover an event that matters to you',
      body: 'Browse upcoming events, search by name or location, and filter by the kind of help you want to give. Each event shows its date, place and how many volunteers it still needs.',
    },
    {
      tab: '2. Join',
      title: 'Join with one click',
      body: 'Open an event, read what to expect, and press Join. Once you confirm, your spot is saved and the organizer knows you are coming.',
    },
    {
      tab: '3. Participate',
      title: 'Show up and make a difference',
      body: 'Find your joined events in one list, watch the countdown, and meet the team on the day. Plans changed? Cancel before the event so someone else can take your place.',
    },
  ],
  galleryHeading: 'Our Community in Action',
  galleryIntro: 'Moments from the cleanups, plantations and drives our volunteers make happen.',
  newsletterHeading: 'Stay in the Loop',
  newsletterIntro: 'Get new events near you in your inbox. No spam; unsubscribe any time.',
  newsletterLabel: 'Email address',
  newsletterPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  ctaHeading: 'Have a cause in mind?',
  ctaBody: 'Organize a cleanup, a plantation or a donation drive and let volunteers near you join in.',
  startEvent: 'Start an Event Today',
} as const;

export const eventDetailsMessages = {
  loginTitle: 'Please Log In',
  loginBody: 'You need to be logged in to join this event.',
  loginConfirm: 'Log In',
  loginCancel: 'Cancel',
  confirmTitle: 'Confirm Your Spot?',
  confirmBody: (title: string) => `You are about to join "${title}"`,
  confirmYes: 'Yes, Get My Ticket!',
  confirmNo: 'Not Now',
  joinedTitle: 'Joined Successfully!',
  joinedBody: (title: string) => `Welcome to "${title}". We're excited to have you!`,
  refusedTitle: 'Oops!',
  refusedFallback: 'You might have already joined.',
  errorTitle: 'Error',
  errorBody: 'There was an issue joining. Please try again later.',
  youreIn: "You're In!",
  youreInBody: 'You have joined this event. See you there!',
  full: 'This event is full',
  ended: 'This event has ended',
  eventOngoing: 'Event Ongoing',
  eventEnded: 'Event has ended',
  linkCopied: 'Link copied to clipboard',
  linkNotCopied: 'Could not copy the link. Copy it from the address bar instead.',
  notFoundTitle: 'Event not found',
  notFoundBody: 'This event does not exist or has been removed by its organizer.',
  loadFailedTitle: 'We could not load this event',
  defaultHighlights: [
    { icon: 'users', title: 'Community Connection', desc: 'Meet neighbours and fellow volunteers who care about the same causes you do.' },
    { icon: 'smile', title: 'Fun for All Ages', desc: 'Tasks for every age and ability, so friends and families can take part together.' },
    { icon: 'store', title: 'Support Local', desc: 'Your time goes straight to local groups, businesses and people in your area.' },
    { icon: 'music', title: 'Live Entertainment', desc: 'Music and good company keep the energy up while we work.' },
  ],
  defaultFaqs: [
    { q: 'Is there an entry fee?', a: 'No. Joining this event is free; just bring yourself and a willingness to help.' },
    { q: 'Can I bring my pet?', a: 'Well-behaved pets on a leash are welcome at outdoor events, unless the organizer says otherwise.' },
    { q: 'What happens if it rains?', a: 'Light rain will not stop us. If the weather turns unsafe, the organizer postpones the event and tells everyone who joined.' },
  ],
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
} as const;
