// A message is its text's code and values, written in the reader's language from the catalogs
// (decision 049): nothing is ever looked up by its English words.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../texts/validation.ts';
import { catalogMessages } from './catalog-messages.ts';
import { answerOf, codeOf, decodeMessage, encodeMessage, formMessage, knownMessage, messageOf, schemaMessage, textOf } from './messages.ts';
import { defineTexts, translateTexts } from './texts.ts';

const texts = defineTexts('messages-test', {
  required: 'This field is required here.',
  tooLong: (max: number) => `Keep this under ${max.toLocaleString('en-US')} characters here.`,
  between: (low: number, high: string) => `Pick from ${low} to ${high} here.`,
  done: { mail: 'Mail turned off.' },
});

const bangla = translateTexts(
  texts,
  catalogMessages(
    'messages-test',
    { required: 'এটি পূরণ করুন।', tooLong: '{0, number} অক্ষরের মধ্যে রাখুন।', between: '{0, number} থেকে {1}', done: { mail: 'মেইল বন্ধ।' } },
    (message) => compileMessage(message),
  ),
  'bn-BD',
);

describe('a message', () => {
  it('names its text by namespace and key, a group’s text by its path, with its values', () => {
    expect(messageOf(texts, 'tooLong', 5000)).toEqual({ namespace: 'messages-test', key: 'tooLong', values: [5000] });
    expect(codeOf(messageOf(texts.done, 'mail'))).toBe('messages-test.done.mail');
    expect(codeOf(messageOf(validationMessages, 'email'))).toBe('validation.email');
  });

  it('is written in English as the text is, and in Bangla from its catalog with its values in Bangla digits', () => {
    expect(textOf(messageOf(texts, 'tooLong', 5000))).toBe('Keep this under 5,000 characters here.');
    expect(textOf(messageOf(texts, 'tooLong', 5000), bangla)).toBe('৫,০০০ অক্ষরের মধ্যে রাখুন।');
    expect(textOf(messageOf(texts, 'between', 8, 'noon'), bangla)).toBe('৮ থেকে noon');
    expect(textOf(messageOf(texts.done, 'mail'), bangla)).toBe('মেইল বন্ধ।');
  });

  it('is answered with its code, its words and its values (none when it takes none)', () => {
    expect(answerOf(messageOf(texts, 'required'), bangla)).toEqual({ code: 'messages-test.required', message: 'এটি পূরণ করুন।' });
    expect(answerOf(messageOf(texts, 'tooLong', 120))).toEqual({
      code: 'messages-test.tooLong',
      message: 'Keep this under 120 characters here.',
      values: [120],
    });
  });

  it('is checked by TypeScript: a key of the texts, with as many values as its text takes', () => {
    // @ts-expect-error: no such text
    expect(() => messageOf(texts, 'nowhere')).not.toThrow();
    // @ts-expect-error: tooLong takes its limit
    messageOf(texts, 'tooLong');
    // @ts-expect-error: a text without values takes none
    messageOf(texts, 'required', 1);
    // @ts-expect-error: a group is no text
    messageOf(texts, 'done');
  });
});

describe('a message in one string (a schema’s, a form’s error)', () => {
  it('holds the code and the values, and is read back as the same message', () => {
    const encoded = schemaMessage(texts, 'between', 8, '[x]');
    expect(encoded).toBe('messages-test.between[8,"[x]"]');
    expect(decodeMessage(encoded)).toEqual(messageOf(texts, 'between', 8, '[x]'));
    expect(decodeMessage(encodeMessage(messageOf(texts.done, 'mail')))).toEqual(messageOf(texts.done, 'mail'));
  });

  it('is no message when it is words, a code of texts not loaded, or a code with the wrong values', () => {
    for (const words of [
      'This field is required here.',
      'River cleanup at Hatirjheel',
      'Invalid input: expected string',
      'unknown-texts.required',
      'messages-test.nowhere',
    ]) {
      expect(decodeMessage(words), words).toBeUndefined();
    }
    expect(decodeMessage('messages-test.tooLong')).toBeUndefined();
    expect(decodeMessage('messages-test.tooLong[1,2]')).toBeUndefined();
    expect(decodeMessage('messages-test.tooLong[{"a":1}]')).toBeUndefined();
    expect(decodeMessage('messages-test.tooLong[1')).toBeUndefined();
    expect(decodeMessage('messages-test.done')).toBeUndefined();
    expect(decodeMessage('messages-test.constructor')).toBeUndefined();
    expect(knownMessage('messages-test.required', 'x')).toBeUndefined();
  });

  it('from an API answer keeps the code when its text is known here, else the server’s words', () => {
    expect(formMessage({ code: 'messages-test.tooLong', message: '১২০ অক্ষরের মধ্যে রাখুন।', values: [120] })).toBe('messages-test.tooLong[120]');
    expect(formMessage({ code: 'elsewhere.tooLong', message: 'Their words.' })).toBe('Their words.');
    expect(formMessage({ code: 'INVALID_EMAIL', message: 'Their words.' })).toBe('Their words.');
  });
});
