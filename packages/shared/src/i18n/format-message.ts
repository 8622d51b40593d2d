// A catalog's messages as Lingui's compiler writes them (decision 031), and their reading with values.
// Lingui's own runtime reads the same form but weighs 2 KB more than a page in Bangla has room for;
// format-message.test.ts holds this reader to Lingui's on every message of every catalog.
import { numberFormat, pluralRules } from '../intl-formats.ts';

/** A value's place in a message: [name], [name, 'number', style], [name, 'plural' | 'select', cases]. */
type Placeholder = [name: string, type?: string, format?: unknown];
/** An ICU message compiled by `compileMessage` (@lingui/message-utils): its text, or its parts. */
export type CompiledMessage = string | (string | Placeholder)[];
/** A catalog, compiled: messages by id (`<namespace>.<key>`). */
export type Messages = Record<string, CompiledMessage>;

/** The forms of placeholder this reader knows; the catalogs' test holds every message to them. */
export const READ_TYPES = [undefined, 'number', 'plural', 'selectordinal', 'select'] as const;

const numberIn = (locale: string, value: number, style?: string) => numberFormat(locale, style ? { style: style as 'percent' } : undefined).format(value);

/** The message with its values in place, numbers and plurals in `locale`. */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown>, locale: string): string {
  // `count`: inside a plural's case, the number `#` stands for. A case the message lacks reads as nothing.
  const read = (parts: CompiledMessage | undefined, count?: number): string =>
    parts === undefined || typeof parts === 'string'
      ? (parts ?? '')
      : parts
          .map((part) => {
            if (typeof part === 'string') return part === '#' && count !== undefined ? numberIn(locale, count) : part;
            const [name, type, format] = part;
            const value = values[name];
            if (type === 'number') return numberIn(locale, value as number, format as string | undefined);
            if (type === 'select') {
              const cases = format as Record<string, CompiledMessage>;
              return read((Object.hasOwn(cases, String(value)) ? cases[String(value)] : undefined) ?? cases.other);
            }
            if (type === 'plural' || type === 'selectordinal') {
              const { offset = 0, ...cases } = format as Record<string, CompiledMessage> & { offset?: number };
              const rules = pluralRules(locale, type === 'plural' ? 'cardinal' : 'ordinal');
              const number = value as number;
              return read(cases[number] ?? cases[rules.select(number - offset)] ?? cases.other, number - offset);
            }
            return value == null ? '' : String(value);
          })
          .join('');
  return read(message);
}
