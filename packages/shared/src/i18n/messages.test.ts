// An English message (a zod schema's, a domain refusal's) is found among the texts defined and read
// again in another language with its values (decision 031).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../texts/validation.ts';
import { catalogMessages } from './catalog-messages.ts';
import { findMessage } from './find-message.ts';
import { defineTexts, translateTexts } from './texts.ts';

const texts = defineTexts('messages-test', {
  required: 'This field is required here.',
  tooLong: (max: number) => `Keep this under ${max.toLocaleString('en-US')} characters here.`,
  between: (low: number, high: number) => `Pick from ${low} to ${high} here.`,
  echo: (value: string) => value,
});

const bangla = translateTexts(
  texts,
  catalogMessages(
    'messages-test',
    { required: 'এটি পূরণ করুন।', tooLong: '{0, number} অক্ষরের মধ্যে রাখুন।', between: '{0} থেকে {1}', echo: '{0}' },
    (message) => compileMessage(message),
  ),
  'bn-BD',
);

describe('an English message found and read in Bangla', () => {
  it('finds a text by its words and reads it in the other language', () => {
    expect(findMessage('This field is required here.')?.in(bangla)).toBe('এটি পূরণ করুন।');
  });

  it('finds a text with values, numbers written with commas included, and keeps the values', () => {
    expect(findMessage('Keep this under 5,000 characters here.')?.in(bangla)).toBe('৫,০০০ অক্ষরের মধ্যে রাখুন।');
    expect(findMessage('Pick from 8 to 23 here.')?.in(bangla)).toBe('8 থেকে 23');
  });

  it('leaves alone what is no text of ours, even beside a text that is only its value', () => {
    expect(findMessage('River cleanup at Hatirjheel')).toBeUndefined();
  });

  it('knows the shared validation messages', () => {
    expect(findMessage(validationMessages.tooLong(120))?.texts).toBeDefined();
  });
});

describe('words two screens share', () => {
  it('are read from the texts preferred (a catalog already loaded), else from the first', () => {
    const other = defineTexts('messages-test-other', { required: 'This field is required here.' });
    expect(findMessage('This field is required here.')?.texts).toBe(texts);
    expect(findMessage('This field is required here.', (candidate) => candidate === other)?.texts).toBe(other);
    expect(findMessage('This field is required here.', () => false)?.texts).toBe(texts);
  });
});
