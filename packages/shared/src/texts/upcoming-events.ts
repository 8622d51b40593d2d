import { defineTexts } from '../i18n/define-texts.ts';

export const upcomingEventsTexts = defineTexts('upcoming-events', {
  pageTitle: 'Upcoming Events · Volunteer Hub',
  heading: 'Upcoming Events',
  intro: 'Find volunteer opportunities near you: search by name or place, filter by the kind of help you want to give, and join with one click.',
  searchLabel: 'Search events',
  searchPlaceholder: 'Search by event name or location...',
  /** Issue 37: a shared link's search longer than the box takes. */
  searchCut: (limit: number) => `Searches are up to ${limit} characters, so we searched for the first ${limit}.`,
  filters: 'Filters',
  filterByType: 'Filter by event type',
  /** The type filter's choice of every type (the types' own names are in event-types). */
  allTypes: 'All',
  dates: 'Dates',
  filterByDate: 'Filter by date',
  datePresets: { any: 'Any time', today: 'Today', weekend: 'This weekend', week: 'Next 7 days', month: 'This month', next30: 'Next 30 days' },
  customDates: 'Pick your own dates',
  fromDay: 'From',
  toDay: 'To',
  showDates: 'Show these dates',
  dayOrder: 'The last day cannot come before the first.',
  /** The chosen days on the Dates button: "Nov 24" or "Nov 24 – Dec 2". */
  dayRange: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
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
} as const);
