import { defineTexts } from '../i18n/define-texts.ts';

/** The header rows of the CSV files the API answers, in the caller's language. */
export const spreadsheetTexts = defineTexts('spreadsheets', {
  participantsHeader: ['Name', 'Email', 'Joined at'],
  /** The participants' last column, for an event with shifts (issue 38). */
  shiftsHeader: 'Shifts',
} as const);
