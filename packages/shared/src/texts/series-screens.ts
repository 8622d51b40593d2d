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
  manage: {
    scope: 'Which dates does this change?',
    thisDate: 'This date',
    following: 'This and following',
    allFuture: 'All future dates',
  },
} as const);
