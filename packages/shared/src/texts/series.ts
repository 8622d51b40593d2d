import { defineTexts } from '../i18n/define-texts.ts';

/** Events that repeat (issue 40): a series' rule in words, the server's answers and its mails. */
export const seriesTexts = defineTexts('series', {
  /** The rule as the event page says it; `days`: weekday names already joined ("Saturday and Sunday"). */
  summary: {
    everyWeek: (days: string) => `Every ${days}`,
    everyWeeks: (weeks: number, days: string) => `Every ${weeks} weeks on ${days}`,
    monthlyOnDay: (day: number) => `Monthly on day ${day}`,
    monthlyOnThe: (position: string, day: string) => `Monthly on the ${position} ${day}`,
    positions: { first: 'first', second: 'second', third: 'third', fourth: 'fourth', last: 'last' },
  },
  /** What a volunteer sees on a date its organizer has not yet said is still on. */
  notYetConfirmed: 'Not yet confirmed',
  /** Upcoming's toggle: each series once, by its next date (with the badges, in one namespace Upcoming loads anyway). */
  list: {
    seriesOnce: 'Each series once',
    seriesOnceHint: 'A series that repeats is shown once, by its next date.',
  },
  /** The rule's fields, refused. */
  fields: {
    frequency: 'Choose how it repeats: weekly or monthly.',
    interval: 'It repeats every week, every 2 weeks or every month.',
    weekdayNeeded: 'Choose the days of the week it repeats on.',
    weekday: 'A day is one of MO, TU, WE, TH, FR, SA, SU.',
    setPos: 'Choose which one of the month: the first to the fourth, or the last.',
    endNeeded: 'Say when the series ends: after a number of dates, or on a date.',
    oneEnd: 'Choose one end: after a number of dates, or on a date.',
    countRange: (max: number) => `A series has from 1 to ${max} dates.`,
    untilTooFar: 'A series ends at most a year ahead.',
    noDates: 'This rule gives no date: check its days and its end.',
    placesFromShifts: "This series' dates have shifts: their places and length come from the shifts.",
    confirmDays: (max: number) => `Ask from 1 to ${max} days before each date.`,
  },
  messages: {
    seriesNotFound: 'Series not found.',
    notADate: 'This event is not a date of this series.',
    dateEnded: 'This date has already ended.',
    edited: (changed: number, kept: number) => `Saved: ${changed} dates changed. ${kept} dates people joined or edited on their own were left as they are.`,
    ended: (cancelled: number) => `The series ends there: ${cancelled} later dates were cancelled and their people told.`,
    joined: (joined: number, full: number) => `You joined the series: ${joined} dates now, and each new one while it has places. ${full} dates were full.`,
    alreadyMember: 'You already joined this series.',
    hasShifts: "This series' dates have shifts: join a shift on each date you can come to.",
    left: (left: number) => `You left the series and its ${left} coming dates.`,
    notMember: 'You have not joined this series.',
    confirmed: 'Thank you: the date is confirmed as still on.',
    alreadyConfirmed: 'This date was already confirmed.',
    confirmNotFound: 'This link names no date waiting to be confirmed.',
  },
  mail: {
    dateFullSubject: (title: string) => `A date of your series is full: ${title}`,
    dateFullBody: (name: string, title: string, when: string, url: string) =>
      `Hi ${name},\n\nYou joined every date of "${title}", but the date on ${when} was full, so you are not on it. Join its waitlist here: ${url}`,
    stillOnSubject: (title: string, when: string) => `Still on? ${title}, ${when}`,
    stillOnBody: (name: string, title: string, when: string, url: string) =>
      `Hi ${name},\n\n"${title}" is on ${when}. Is it still on? Its volunteers see "Not yet confirmed" until you say so. One click confirms it: ${url}`,
  },
} as const);

export const seriesFieldMessages = seriesTexts.fields;
export const seriesMessages = seriesTexts.messages;
