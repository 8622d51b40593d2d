// A message that reaches a screen or a reply as English text (a zod schema's message, a domain
// refusal) is found by that text among the texts defined, as gettext finds a message by its
// English (decision 031). Loaded only where such messages are shown in another language.
import { definedTexts } from './define-texts.ts';

type Pattern = { regex: RegExp; path: string[]; order: number[] };
type MessageIndex = { plain: Map<string, string[]>; patterns: Pattern[] };
const indexes = new WeakMap<object, MessageIndex>();
/** A value's place in a sample of a text: private-use characters, which no text of ours holds. */
const slot = (index: number) => `\uE000${index}\uE001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function indexOf(texts: object): MessageIndex {
  let index = indexes.get(texts);
  if (index) return index;
  index = { plain: new Map(), patterns: [] };
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (!index!.plain.has(value)) index!.plain.set(value, path);
    } else if (typeof value === 'function') {
      let sample: unknown;
      try {
        sample = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, (_, i) => slot(i)));
      } catch {
        return;
      }
      if (typeof sample !== 'string') return;
      const order = [...sample.matchAll(/\uE000(\d+)\uE001/g)].map((match) => Number(match[1]));
      // Only a text that shows each value once, among words of its own, can be told from others.
      if (new Set(order).size !== value.length || order.length !== value.length) return;
      if (sample.replace(/\uE000\d+\uE001/g, '').trim().length < 4) return;
      const source = sample.split(/\uE000\d+\uE001/).map(escape).join('(.+?)');
      index!.patterns.push({ regex: new RegExp(`^${source}$`, 's'), path, order });
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(texts, []);
  indexes.set(texts, index);
  return index;
}

const at = (texts: object, path: string[]): unknown => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], texts);
/** A value read back out of an English text: numbers written "1,000" are numbers again. */
const valueOf = (text: string): unknown => (/^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/.test(text) ? Number(text.replaceAll(',', '')) : text);

export type FoundMessage = {
  /** The texts (made with `defineTexts`) the message is one of. */
  texts: object;
  /** The message as the same texts in another language write it. */
  in: (translated: object) => string;
};

function matchIn(texts: object, english: string): FoundMessage | undefined {
  const index = indexOf(texts);
  const path = index.plain.get(english);
  if (path) return { texts, in: (translated) => String(at(translated, path) ?? english) };
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const args: unknown[] = [];
    pattern.order.forEach((argument, i) => (args[argument] = valueOf(match[i + 1]!)));
    return {
      texts,
      in: (translated) => {
        const text = at(translated, pattern.path);
        return typeof text === 'function' ? String((text as (...values: unknown[]) => unknown)(...args)) : english;
      },
    };
  }
  return undefined;
}

/**
 * Finds an English message among the texts defined so far; undefined when it is none of them (an
 * organizer's words). Where several screens have the same words, texts that `prefer` accepts (a
 * catalog already loaded) come first.
 */
export function findMessage(english: string, prefer?: (texts: object) => boolean): FoundMessage | undefined {
  let first: FoundMessage | undefined;
  for (const texts of definedTexts()) {
    const found = matchIn(texts, english);
    if (!found) continue;
    if (!prefer || prefer(texts)) return found;
    first ??= found;
  }
  return first;
}
