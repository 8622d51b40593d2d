import { defineTexts } from '../i18n/define-texts.ts';

export { durationMessages } from './duration.ts';

export const eventFormTexts = defineTexts('event-form', {
  pageTitle: 'Create Event · Volunteer Hub',
  heading: 'Create an Event',
  subheading: 'Organize something meaningful for your community.',
  title: 'Event title',
  titlePlaceholder: 'e.g. Riverside Cleanup Drive',
  description: 'Description',
  descriptionPlaceholder: 'What will volunteers do, and why does it matter?',
  type: 'Event type',
  typePlaceholder: 'Select a type',
  date: 'Date and time',
  datePlaceholder: 'Select a date and time',
  dateHint: 'Times from 8:00 AM to 11:30 PM, every 30 minutes.',
  timeZone: 'Time zone',
  timeZoneHint: 'Where the event happens: everyone sees its times in this zone. Type a city or a country to find it.',
  /** A zone in the list: "Kathmandu, Nepal (GMT+5:45)", its city and country, then its offset from GMT. */
  timeZoneOption: (name: string, label: string) => `${name} (${label})`,
  /** The zone field while it is empty. */
  timeZonePlaceholder: 'Type a city or a country',
  /** The name of the zone field's list of places (not "Time zone": that is the field's). */
  timeZoneList: 'Time zones',
  /** Read out while typing in the zone field. */
  timeZoneMatches: (count: number) => (count === 1 ? '1 time zone found.' : `${count} time zones found.`),
  timeZoneNoMatch: (typed: string) => `No time zone matches “${typed}”. Try a city or a country.`,
  location: 'Location',
  locationPlaceholder: 'e.g. Hatirjheel Lake, Dhaka',
  /** The cover picture's field: uploaded or an address pasted (picture-field.tsx). */
  picture: 'Picture',
  /** Its address field: the spec's label. */
  imageUrl: 'Image URL',
  imageUrlPlaceholder: 'https://…',
  imagePreview: 'Image preview',
  imageFailed: 'This image could not be loaded. Check the address.',
  organizer: 'Organizer name',
  volunteersNeeded: 'Volunteers needed',
  duration: 'Duration',
  /** Only offered when editing an event saved without one. */
  durationNone: 'Not set (ends as it starts)',
  endsAt: (when: string) => `Ends ${when}.`,
  /** Hours (issue 39): what a checked-in volunteer is credited. */
  creditScheduledHours: 'Credit everyone checked in with the scheduled hours',
  creditScheduledHoursHint: 'Otherwise each person is credited the time between their check-in and check-out.',
  optionalHeading: 'More about the event (optional)',
  optionalIntro: 'Add photos, highlights and answers to common questions. The event page shows only what you keep here.',
  /** On a new event's form, whose highlights and questions start as suggestions. */
  suggestionsNote: 'To start you off, we filled in a few common highlights and questions. Keep them, change them or remove them.',
  galleryHeading: 'Gallery images',
  galleryUrl: (n: number) => `Gallery image ${n} URL`,
  /** A gallery row holding an uploaded picture, shown by its name. */
  galleryImage: (n: number) => `Gallery image ${n}`,
  addImage: 'Add image',
  uploadGalleryImage: 'Upload a gallery picture',
  removeImage: (n: number) => `Remove gallery image ${n}`,
  highlightsHeading: 'Highlights',
  highlightIcon: (n: number) => `Highlight ${n} icon`,
  highlightTitle: (n: number) => `Highlight ${n} title`,
  highlightDesc: (n: number) => `Highlight ${n} description`,
  addHighlight: 'Add highlight',
  removeHighlight: (n: number) => `Remove highlight ${n}`,
  /** The icons a highlight may have, in the list's order: the icon's name (the value kept) and its label. */
  highlightIcons: {
    star: 'Star',
    users: 'People',
    smile: 'Smile',
    store: 'Shop',
    music: 'Music',
    sun: 'Sun',
    leaf: 'Leaf',
    heart: 'Heart',
    book: 'Book',
    gift: 'Gift',
  },
  faqsHeading: 'Questions and answers',
  faqQuestion: (n: number) => `Question ${n}`,
  faqAnswer: (n: number) => `Answer ${n}`,
  addFaq: 'Add question',
  removeFaq: (n: number) => `Remove question ${n}`,
  noRows: 'None yet.',
  /**
   * A new event's first highlights and questions (the spec's four cards and three questions), for its
   * organizer to keep, change or remove; the page shows only what an event holds (decision 058).
   */
  suggestedHighlights: [
    { icon: 'users', title: 'Community Connection', desc: 'Meet neighbours and fellow volunteers who care about the same causes you do.' },
    { icon: 'smile', title: 'Fun for All Ages', desc: 'Tasks for every age and ability, so friends and families can take part together.' },
    { icon: 'store', title: 'Support Local', desc: 'Your time goes straight to local groups, businesses and people in your area.' },
    { icon: 'music', title: 'Live Entertainment', desc: 'Music and good company keep the energy up while we work.' },
  ],
  suggestedFaqs: [
    { q: 'Is there an entry fee?', a: 'No. Joining this event is free; just bring yourself and a willingness to help.' },
    { q: 'Can I bring my pet?', a: 'Well-behaved pets on a leash are welcome at outdoor events, unless the organizer says otherwise.' },
    {
      q: 'What happens if it rains?',
      a: 'Light rain will not stop us. If the weather turns unsafe, the organizer postpones the event and tells everyone who joined.',
    },
  ],
  submit: 'Create Event',
  submitting: 'Submitting...',
  createFailed: 'Your event was not created.',
  createdTitle: 'Event Created!',
  createdBody: (title: string) => `"${title}" has been successfully submitted.`,
  viewEvent: 'View event',
  createAnother: 'Create another',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  editTitle: 'Edit Event',
  updateFailed: 'Failed to update event. Please try again.',
  updatedTitle: 'Event Updated!',
  updatedBody: (title: string) => `"${title}" has been successfully updated.`,
  /** The date picker's own words (react-datepicker's English, named here so they can be Bangla). */
  picker: {
    dialog: 'Choose Date and Time',
    time: 'Time',
    previousMonth: 'Previous Month',
    nextMonth: 'Next Month',
    chooseDay: 'Choose',
    dayNotAvailable: 'Not available',
    month: 'Month',
    /** Announced when a date is picked (react-datepicker says it so in English). */
    selected: (when: string) => `Selected date: ${when}`,
  },
  /** The event's shifts (issue 38): optional rows of role, time and places. */
  shifts: {
    heading: 'Shifts (optional)',
    intro: 'Split the event into jobs, each with its own time and places. Without shifts, the event is one group of volunteers.',
    /** Each row's legend: its fields are read with it. */
    shift: (n: number) => `Shift ${n}`,
    role: 'Role',
    rolePlaceholder: 'e.g. Registration desk',
    description: 'Description (optional)',
    start: 'Start',
    end: 'End',
    /** The rows' zone, as the zone field names it: "Times in Dhaka, Bangladesh (GMT+6)." */
    zone: (zone: string) => `Times in ${zone}.`,
    /** An end the End list offers: its time and the shift's length, "12:00 PM (3 hours)". */
    endOption: (time: string, length: string) => `${time} (${length})`,
    /** An end on the day after the start. */
    endNextDay: (time: string, length: string) => `${time} next day (${length})`,
    places: 'Places',
    /** Under Places of a saved shift people are in. */
    joined: (count: number) => (count === 1 ? '1 person is in this shift.' : `${count} people are in this shift.`),
    restricted: 'Only organizers put people in',
    remove: (n: number) => `Remove shift ${n}`,
    add: 'Add a shift',
    copyLast: 'Copy the last shift',
    /** In place of the event's own start, duration and volunteers needed while it has shifts. */
    summaryHeading: 'Date, duration and volunteers',
    summary: (from: string, to: string, places: number) => `From ${from} to ${to}, ${places.toLocaleString('en-US')} ${places === 1 ? 'place' : 'places'}.`,
    summaryNote: 'They come from the shifts below.',
    /** While no shift has a start yet. */
    summaryPending: 'The shifts below give the event its date, duration and number of volunteers.',
  },
  /** User-facing texts. Those quoted in the spec appear exactly as the spec has them. */
  createMessages: {
    title: 'Event title is required.',
    description: 'A description is required.',
    location: 'Location is required.',
    imageUrl: 'Image URL is required.',
    type: 'Please select an event type.',
    date: 'Please select a date and time.',
    organizer: 'Organizer name is required.',
    volunteersNeeded: 'Please enter a valid number greater than 0.',
  },
  /** Where the edit form's messages differ from the create form's. */
  editMessages: {
    date: 'Please select a date.',
    volunteersNeeded: 'Enter a valid number > 0.',
  },
} as const);

/** The create form's messages (the shared schemas use them). */
export const createEventMessages = eventFormTexts.createMessages;

export const editEventMessages = { ...createEventMessages, ...eventFormTexts.editMessages } as const;
