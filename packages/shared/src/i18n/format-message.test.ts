// The pages and the server read compiled messages with formatMessage; Lingui's runtime is the
// reference it must agree with, on every message of every catalog and on the ICU forms it reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogFiles, catalogMessages, TEXTS_DIR } from './catalog-messages.ts';
import { formatMessage, READ_TYPES, type CompiledMessage } from './format-message.ts';
import { INTL_LOCALES, isLanguage } from './languages.ts';
import type { Catalog } from './define-texts.ts';

type Placeholder = [string, string?, unknown?];
/** Every placeholder of a compiled message, those inside plural and select cases included. */
function placeholders(message: CompiledMessage): Placeholder[] {
  if (typeof message === 'string') return [];
  return message.flatMap((part) => {
    if (typeof part === 'string') return [];
    const [, type, format] = part;
    const inner =
      type === 'plural' || type === 'selectordinal' || type === 'select'
        ? Object.values(format as Record<string, CompiledMessage | number>).flatMap((value) =>
            typeof value === 'number' || value == null ? [] : placeholders(value),
          )
        : [];
    return [part as Placeholder, ...inner];
  });
}

/** Values to read a message with: each number a message can take, each case of a select, a name. */
function sampleValues(message: CompiledMessage): Record<string, unknown>[] {
  const samples: Record<string, unknown>[] = [{}];
  for (const [name, type, format] of placeholders(message)) {
    const choices =
      type === 'number' || type === 'plural' || type === 'selectordinal'
        ? [0, 1, 2, 3, 30, 60, 90, 1234.5, 100000]
        : type === 'select'
          ? [...Object.keys(format as object), 'none of them']
          : ['রহিম', 'Hatirjheel'];
    const grown = samples.flatMap((sample) => choices.map((choice) => ({ [name]: choice, ...sample })));
    samples.splice(0, samples.length, ...grown.slice(0, 200));
  }
  return samples;
}

const everyMessage = Object.entries(catalogFiles()).flatMap(([language, namespaces]) =>
  namespaces.flatMap((namespace) => {
    const catalog = JSON.parse(readFileSync(path.join(TEXTS_DIR, language, `${namespace}.json`), 'utf8')) as Catalog;
    return Object.entries(catalogMessages(namespace, catalog, (message) => compileMessage(message))).map(([id, message]) => ({
      language,
      id,
      message,
    }));
  }),
);

describe('formatMessage', () => {
  it('has messages to read', () => {
    expect(everyMessage.length).toBeGreaterThan(300);
  });

  it('knows every form of placeholder the catalogs use', () => {
    const unknown = everyMessage.flatMap(({ id, message }) =>
      placeholders(message)
        .filter(([, type]) => !(READ_TYPES as readonly (string | undefined)[]).includes(type))
        .map(([name, type]) => `${id}: {${name}, ${type}}`),
    );
    expect(unknown).toEqual([]);
  });

  it('reads every message of every catalog as Lingui does, with each value it can take', () => {
    const differences: string[] = [];
    for (const { language, id, message } of everyMessage) {
      if (!isLanguage(language)) throw new Error(`${language} is no language of the product`);
      const locale = INTL_LOCALES[language];
      const lingui = setupI18n({ locale, messages: { [locale]: { [id]: message } } });
      for (const values of sampleValues(message)) {
        const expected = lingui._(id, values);
        const actual = formatMessage(message, values, locale);
        if (actual !== expected) differences.push(`${id} ${JSON.stringify(values)}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('reads the ICU forms as Lingui does: plurals with # and offsets, ordinals, selects, styled numbers', () => {
    const messages = [
      '{0, plural, one {# volunteer} other {# volunteers}}',
      '{0, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}',
      '{0, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{1, select, organizer {{0} runs it} other {{0} joins}}',
      '{0, number, percent} of the goal',
      "It''s '{'literal'}' at {0}",
    ];
    for (const source of messages) {
      const message = compileMessage(source);
      for (const locale of ['en-US', 'bn-BD']) {
        const lingui = setupI18n({ locale, messages: { [locale]: { m: message } } });
        for (const values of [{ 0: 0, 1: 'organizer' }, { 0: 1, 1: 'volunteer' }, { 0: 2 }, { 0: 3, 1: 'organizer' }, { 0: 21 }, { 0: 0.42 }, { 0: 1500 }]) {
          expect(formatMessage(message, values, locale), `${source} ${JSON.stringify(values)} in ${locale}`).toBe(lingui._('m', values));
        }
      }
    }
    expect(formatMessage(compileMessage('{0, plural, one {# volunteer} other {# volunteers}}'), { 0: 3 }, 'bn-BD')).toBe('৩ volunteers');
  });
});
