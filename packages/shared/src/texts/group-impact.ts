import { defineTexts } from '../i18n/define-texts.ts';

/** An organization's impact (issue 18): refusals, and the CSV's and PDF's words. */
export const groupImpactTexts = defineTexts('group-impact', {
  membersOnly: 'Only the members of this organization can see its impact.',
  managersOnly: "Only the owners and organizers of this organization can see each volunteer's hours.",
  csvFigures: ['Figure', 'Value'],
  volunteersReached: 'Volunteers reached',
  hoursGiven: 'Hours given',
  eventsRun: 'Events run',
  attendanceRate: 'Attendance rate',
  csvByMonth: ['Month', 'Hours'],
  csvByType: ['Type', 'Hours'],
  csvVolunteers: ['Name', 'E-mail', 'Events', 'Hours'],
  // The PDF report, in the reader's language.
  reportTitle: 'Impact report',
  period: 'Period',
  periodRange: (first: string, last: string) => `${first} to ${last}`,
  periodNone: 'No ended events yet',
  madeOn: 'Made on',
  byMonth: 'Hours by month',
  byType: 'Hours by type',
  note: "Counted over the events that have ended. Hours are each event's duration for every volunteer present; months are as each event's own calendar reads them.",
} as const);
