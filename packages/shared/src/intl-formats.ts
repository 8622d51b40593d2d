// Intl's formatters, each built once per locale and options: building one costs a tenth of a
// millisecond or more, and the server draws every visitor's pages with the same few.
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string, type: Intl.PluralRuleType): Intl.PluralRules =>
  once(`p|${locale}|${type}`, () => new Intl.PluralRules(locale, { type }));
