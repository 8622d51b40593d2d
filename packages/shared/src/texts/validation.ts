import { defineTexts } from '../i18n/define-texts.ts';

export const validationMessages = defineTexts('validation', {
  invalidDate: 'Date input not valid.',
  dateInPast: 'Please pick a date and time that has not passed.',
  dateTooEarly: (year: number) => `Pick a date in ${year} or later.`,
  dateTooFar: (years: number) => `Pick a date within the next ${years} years.`,
  timeSlot: 'Pick a start from 8:00 AM to 11:30 PM, on the hour or half past.',
  timeZone: 'Choose a time zone from the list.',
  day: 'Enter a day as YYYY-MM-DD.',
  dayRange: (first: string, last: string) => `Enter a day from ${first} to ${last}.`,
  controlCharacter: 'This contains a hidden control character. Please type it again.',
  nestedTooDeep: 'This is nested too deeply to be read.',
  dayOrder: 'The last day cannot come before the first.',
  httpsUrl: 'Enter a web address starting with https://',
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
  language: 'Choose English or Bangla.',
} as const);
