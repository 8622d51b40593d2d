import { defineTexts } from '../i18n/define-texts.ts';

/** The screens of events that repeat (issue 40): the form's "Repeats", the event page's series, which dates an edit changes. */
export const seriesScreensTexts = defineTexts('series-screens', {
  form: {
    repeats: 'Repeats',
    never: 'Never',
    /** `day`: the start's weekday, "Saturday". */
    weekly: (day: string) => `Weekly on ${day}`,
    everyTwoWeeks: (day: string) => `Every 2 weeks on ${day}`,
    monthly: (day: number) => `Monthly on day ${day}`,
    /** Before a date is picked, the choices name no day. */
    weeklyPlain: 'Weekly',
    everyTwoWeeksPlain: 'Every 2 weeks',
    monthlyPlain: 'Monthly',
    days: 'On these days',
    ends: 'Ends',
    afterCount: 'After a number of dates',
    count: 'Number of dates',
    countHint: (max: number) => `At most ${max}.`,
    onDate: 'On a date',
    until: 'Last day',
    untilHint: 'At most a year from today.',
    preview: 'The first dates',
    previewMore: (more: number) => (more === 1 ? 'and 1 more date' : `and ${more} more dates`),
    previewTotal: (total: number) => (total === 1 ? '1 date in all.' : `${total} dates in all.`),
    previewNeedsDate: 'Pick the date and time of the first one to see its dates.',
    previewLoading: 'Finding the dates…',
    previewFailed: 'These dates do not work:',
    /** "Still on?" (issue 40). */
    confirm: 'Ask me to confirm each date before it',
    confirmDays: 'How long before',
    daysBefore: (days: number) => (days === 1 ? '1 day before' : `${days} days before`),
    confirmHint: 'We mail you a link to click. Until you do, volunteers see "Not yet confirmed"; nothing is cancelled on its own.',
  },
  details: {
    /** "Every Saturday · 9:00 AM GMT+6". */
    line: (summary: string, time: string) => `${summary} · ${time}`,
    heading: 'A date of a series',
    nextDates: 'Next dates',
    noNextDates: 'No more dates are planned.',
    loading: 'Loading the dates…',
    loadFailed: 'The dates of this series could not be loaded.',
    joinDate: 'Join this date',
    joinSeries: 'Join the series',
    joinSeriesHint: 'You get a place on every coming date, and each new one while it has places.',
    leaveSeries: 'Leave the series',
    cancelledDate: 'Cancelled',
  },
  /** The date's page opened from a "Still on?" mail. */
  stillOn: {
    heading: 'Still on?',
    loading: 'Checking the link…',
    body: (title: string, when: string) => `Is "${title}" on ${when} still on? Its volunteers see "Not yet confirmed" until you say so.`,
    confirm: 'Yes, it is still on',
    notOn: 'Not on after all? Cancel this date from Manage My Events: its people are told.',
    already: 'This date is already confirmed as still on.',
  },
  manage: {
    scope: 'Which dates does this change?',
    thisDate: 'This date',
    following: 'This and following',
    allFuture: 'All future dates',
    /** A series as one row on Manage (issue 40). */
    seriesBadge: 'Series',
    dateCount: (count: number) => (count === 1 ? '1 date' : `${count} dates`),
    next: (when: string) => `Next: ${when}`,
    noNext: 'No coming dates',
    showDates: 'Show its dates',
    hideDates: 'Hide its dates',
    calendar: 'Series calendar (.ics)',
    calendarFailed: 'The calendar file could not be downloaded. Try again.',
    endSeries: 'End the series…',
    endTitle: (title: string) => `End the series "${title}"`,
    endBody: 'Choose the last date it keeps. Every later date is cancelled, and its participants are mailed. No new date is made.',
    endAfter: 'Last date it keeps',
    endTells: (count: number) =>
      count === 0
        ? 'No later date is cancelled.'
        : count === 1
          ? '1 later date is cancelled and its participants mailed.'
          : `${count} later dates are cancelled and their participants mailed.`,
    endConfirm: 'End the series',
    ending: 'Ending…',
    keepSeries: 'Keep the series',
    endedTitle: 'The series is ended.',
    endFailed: 'The series could not be ended.',
    noDateToEnd: 'No coming date is left to end the series after.',
  },
} as const);
