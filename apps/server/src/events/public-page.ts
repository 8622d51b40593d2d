// A page of events for a reader who is not signed in, written as JSON straight from the embedded
// engine's answer (decision 044): no strings, rows or objects in between, which were half of the
// server's time for a page. It writes what toApiEvent and the route's serializer write for such a
// reader, byte for byte (public-page.test.ts compares the two).
import { EventOrganizationSchema, EventSchema, type EventOrganization } from '@volunteering/shared/event-schemas';
import { serializerCompiler } from '../serializer.ts';

/** The columns the writer reads, by their keys in the page statement's select. */
const READ = [
  'id',
  'title',
  'description',
  'type',
  'imageUrl',
  'imagePlaceholder',
  'location',
  'date',
  'timeZone',
  'organizer',
  'volunteersNeeded',
  'volunteersJoined',
  'durationMinutes',
  'organizationId',
  'images',
  'highlights',
  'faqs',
] as const;
type Read = (typeof READ)[number];

// The gallery, highlights, FAQs and organization go through the route's own serializer for them.
const sub = {
  images: serializerCompiler({ schema: EventSchema.shape.images.unwrap() }),
  highlights: serializerCompiler({ schema: EventSchema.shape.highlights.unwrap() }),
  faqs: serializerCompiler({ schema: EventSchema.shape.faqs.unwrap() }),
  organization: serializerCompiler({ schema: EventOrganizationSchema }),
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** JSON.stringify's escapes for the bytes that need one. */
const ESCAPES = Array.from({ length: 0x20 }, (_, byte) => `\\u${byte.toString(16).padStart(4, '0')}`);
Object.assign(ESCAPES, { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r' });

/** Bytes written again for each page, grown as needed. */
class Out {
  bytes = Buffer.allocUnsafe(64 * 1024);
  at = 0;
  room(size: number) {
    if (this.at + size <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.at + size));
    this.bytes.copy(grown, 0, 0, this.at);
    this.bytes = grown;
  }
  /** Bytes written before, as they are. */
  raw(bytes: Uint8Array) {
    this.room(bytes.length);
    const out = this.bytes;
    for (let i = 0, at = this.at; i < bytes.length; i++) out[at + i] = bytes[i]!;
    this.at += bytes.length;
  }
  /** ASCII text as it is. */
  ascii(text: string) {
    this.room(text.length);
    this.at += this.bytes.write(text, this.at, 'latin1');
  }
  /** Any text, as UTF-8. */
  utf8(text: string) {
    this.room(text.length * 3);
    this.at += this.bytes.write(text, this.at, 'utf8');
  }
  /** A text field of the answer as a JSON string: the UTF-8 bytes copied, those JSON needs escaped. */
  string(from: Buffer, start: number, size: number) {
    this.room(size * 6 + 2);
    const out = this.bytes;
    out[this.at++] = QUOTE;
    let copied = start;
    const end = start + size;
    for (let i = start; i < end; i++) {
      const byte = from[i]!;
      if (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH) continue;
      this.at += from.copy(out, this.at, copied, i);
      const escape = byte < 0x20 ? ESCAPES[byte]! : byte === QUOTE ? '\\"' : '\\\\';
      this.at += out.write(escape, this.at, 'latin1');
      copied = i + 1;
    }
    this.at += from.copy(out, this.at, copied, end);
    out[this.at++] = QUOTE;
  }
  /** Bytes as they are (a whole number). */
  copy(from: Buffer, start: number, size: number) {
    this.room(size);
    this.at += from.copy(this.bytes, this.at, start, start + size);
  }
}

const out = new Out();
/** The JSON between the values, encoded once. */
const between = (text: string) => Buffer.from(text, 'latin1');
/** A field written as it is read, after its key: a text as a JSON string, a whole number as it is. */
const plain = (name: string, column: Read, kind: 'string' | 'number') => ({ key: between(`,"${name}":`), column, kind });
// The serializer's order: EventSchema's required keys first, then its optional ones.
const BEFORE_DATE = [
  plain('title', 'title', 'string'),
  plain('description', 'description', 'string'),
  plain('type', 'type', 'string'),
  plain('imageUrl', 'imageUrl', 'string'),
  plain('location', 'location', 'string'),
];
const AFTER_DURATION = [
  plain('organizer', 'organizer', 'string'),
  plain('volunteersNeeded', 'volunteersNeeded', 'number'),
  plain('volunteersJoined', 'volunteersJoined', 'number'),
];
const KEY = {
  open: between('{"_id":'),
  date: between(',"date":"'),
  timeZone: between('","timeZone":'),
  endDate: between(',"endDate":"'),
  durationMinutes: between('","durationMinutes":'),
  // What nobody signed in sees: no participant, nor who made it.
  nobody: between(',"joinedUsers":[],"addedBy":""'),
  imagePlaceholder: between(',"imagePlaceholder":'),
  null: between('null'),
};
const JSON_PARTS = ['images', 'highlights', 'faqs'] as const;
type JsonPart = (typeof JSON_PARTS)[number];
/** An item's key: as jsonb writes it (unquoted) and as the serializer does, after `{` or `,`. */
type ItemKey = { name: Buffer; written: Buffer };
const itemKeys = (item: { shape: Record<string, unknown> }): ItemKey[] =>
  Object.keys(item.shape).map((key, i) => ({ name: Buffer.from(key, 'latin1'), written: between(`${i === 0 ? '{' : ','}"${key}":`) }));
/** Each part's key, and its items' keys in the serializer's order (EventSchema's); null for a list of texts. */
const PARTS: Record<JsonPart, { key: Buffer; items: ItemKey[] | null }> = {
  images: { key: between(',"images":'), items: null },
  highlights: { key: between(',"highlights":'), items: itemKeys(EventSchema.shape.highlights.unwrap().element) },
  faqs: { key: between(',"faqs":'), items: itemKeys(EventSchema.shape.faqs.unwrap().element) },
};
const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;

/** Where the JSON string starting at `at` (its opening quote) ends, after its closing quote. */
function stringEnd(from: Buffer, at: number, end: number): number {
  for (let i = at + 1; i < end; i++) {
    if (from[i] === BACKSLASH) i++;
    else if (from[i] === QUOTE) return i + 1;
  }
  return -1;
}

/** Whether the bytes of `from` from `at` to `after` are `key`'s, quoted. */
function isKey(from: Buffer, at: number, after: number, { name }: ItemKey): boolean {
  if (after - at !== name.length + 2) return false;
  for (let i = 0; i < name.length; i++) if (from[at + 1 + i] !== name[i]) return false;
  return true;
}

/** Where each key's text lies in an item, two numbers a key. */
const spans = new Int32Array(2 * Math.max(...JSON_PARTS.map((part) => PARTS[part].items?.length ?? 0)));
/**
 * A gallery, highlights or FAQs as the serializer writes them, from PostgreSQL's jsonb text of it,
 * which puts a space after each comma and colon and an object's keys in its own order. Its texts
 * are copied as they are: jsonb escapes a string as JSON.stringify does. False, having written
 * nothing, when the value is not a list of texts or of objects of the part's keys, all texts; the
 * caller then reads and serializes it.
 */
function writeJsonPart(part: JsonPart, from: Buffer, start: number, end: number): boolean {
  const { key, items: keys } = PARTS[part];
  const before = out.at;
  const fail = () => {
    out.at = before;
    return false;
  };
  if (from[start] !== 0x5b /* [ */ || from[end - 1] !== 0x5d /* ] */) return false;
  out.raw(key);
  out.ascii('[');
  let at = start + 1;
  for (let item = 0; at < end - 1; item++) {
    if (item > 0) {
      if (from[at] !== COMMA || from[at + 1] !== SPACE) return fail();
      at += 2;
      out.ascii(',');
    }
    if (!keys) {
      const after = stringEnd(from, at, end);
      if (from[at] !== QUOTE || after < 0) return fail();
      out.copy(from, at, after - at);
      at = after;
      continue;
    }
    if (from[at] !== 0x7b /* { */) return fail();
    at++;
    spans.fill(-1);
    for (let pair = 0; from[at] !== 0x7d /* } */; pair++) {
      if (pair > 0) {
        if (from[at] !== COMMA || from[at + 1] !== SPACE) return fail();
        at += 2;
      }
      const keyEnd = stringEnd(from, at, end);
      if (from[at] !== QUOTE || keyEnd < 0 || from[keyEnd] !== COLON || from[keyEnd + 1] !== SPACE) return fail();
      const index = keys.findIndex((itemKey) => isKey(from, at, keyEnd, itemKey));
      const valueAt = keyEnd + 2;
      const valueEnd = stringEnd(from, valueAt, end);
      if (index < 0 || spans[2 * index]! >= 0 || from[valueAt] !== QUOTE || valueEnd < 0) return fail();
      spans[2 * index] = valueAt;
      spans[2 * index + 1] = valueEnd;
      at = valueEnd;
    }
    at++;
    for (let k = 0; k < keys.length; k++) {
      if (spans[2 * k]! < 0) return fail();
      out.raw(keys[k]!.written);
      out.copy(from, spans[2 * k]!, spans[2 * k + 1]! - spans[2 * k]!);
    }
    out.ascii('}');
  }
  if (at !== end - 1) return fail();
  out.ascii(']');
  return true;
}

/** "2026-12-01 04:00:00+00" or with a fraction of a second: PostgreSQL's timestamptz in UTC; other forms as Date reads them. */
function instantOf(from: Buffer, start: number, size: number): Date {
  const digits = (at: number, count: number) => {
    let value = 0;
    for (let i = start + at; i < start + at + count; i++) value = value * 10 + from[i]! - 0x30;
    return value;
  };
  const end = start + size;
  const utc = size >= 22 && from[start + 10] === 0x20 && from[end - 3] === 0x2b && from[end - 2] === 0x30 && from[end - 1] === 0x30;
  if (!utc) return new Date(from.toString('latin1', start, end));
  // Milliseconds from the fraction's first three digits, as Date reads them.
  let ms = 0;
  if (from[start + 19] === 0x2e) for (let i = 0; i < 3; i++) ms = ms * 10 + (start + 20 + i < end - 3 ? from[start + 20 + i]! - 0x30 : 0);
  return new Date(Date.UTC(digits(0, 4), digits(5, 2) - 1, digits(8, 2), digits(11, 2), digits(14, 2), digits(17, 2), ms));
}

export type PublicPage = {
  total: number;
  /** The organizations the page's events are published as. */
  organizationIds: string[];
  /** The page's JSON, each event with its organization. */
  json: (organizations: Map<string, EventOrganization>) => Buffer;
};

/**
 * Reads the page statement's answer: `columns` are the keys of its select in order, `endOf` when an
 * event ends (the repository's own rule). Each DataRow's fields are read in place.
 */
export function publicPageReader(columns: readonly string[], endOf: (event: { date: Date; durationMinutes: number | null }) => Date) {
  const position = Object.fromEntries(READ.map((key) => [key, columns.indexOf(key)])) as Record<Read, number>;
  for (const key of READ) if (position[key] < 0) throw new Error(`The page statement has no ${key}`);
  const starts = new Int32Array(columns.length);
  const sizes = new Int32Array(columns.length);
  const total = columns.indexOf('total');

  return (answer: Buffer): PublicPage => {
    out.at = 0;
    out.ascii('[');
    let counted = 0;
    let events = 0;
    const organizationIds: string[] = [];
    // Where each published event's closing brace lies, for its organization.
    const cuts: { at: number; id: string }[] = [];
    for (let at = 0; at + 5 <= answer.length; ) {
      const kind = answer[at]!;
      const body = at + 5;
      at += 1 + answer.readInt32BE(at + 1);
      if (kind !== 0x44 /* D: a row */) continue;
      const count = answer.readInt16BE(body);
      for (let i = 0, field = body + 2; i < count; i++) {
        const size = answer.readInt32BE(field);
        starts[i] = field + 4;
        sizes[i] = size;
        field += 4 + Math.max(size, 0);
      }
      counted = Number(answer.toString('latin1', starts[total]!, starts[total]! + sizes[total]!));
      if (sizes[position.id]! < 0) continue; // The count alone: a page past the end.
      const has = (key: Read) => sizes[position[key]]! >= 0;
      const text = (key: Read) => answer.toString('utf8', starts[position[key]]!, starts[position[key]]! + sizes[position[key]]!);
      const string = (key: Read) => out.string(answer, starts[position[key]]!, sizes[position[key]]!);
      const number = (key: Read) => out.copy(answer, starts[position[key]]!, sizes[position[key]]!);
      const write = (fields: typeof BEFORE_DATE) => {
        for (const { key, column, kind } of fields) {
          out.raw(key);
          if (kind === 'string') string(column);
          else number(column);
        }
      };

      if (events++ > 0) out.ascii(',');
      out.raw(KEY.open);
      string('id');
      write(BEFORE_DATE);
      const date = instantOf(answer, starts[position.date]!, sizes[position.date]!);
      const durationMinutes = has('durationMinutes') ? Number(text('durationMinutes')) : null;
      out.raw(KEY.date);
      out.ascii(date.toISOString());
      out.raw(KEY.timeZone);
      string('timeZone');
      out.raw(KEY.endDate);
      out.ascii(endOf({ date, durationMinutes }).toISOString());
      out.raw(KEY.durationMinutes);
      if (durationMinutes === null) out.raw(KEY.null);
      else number('durationMinutes');
      write(AFTER_DURATION);
      out.raw(KEY.nobody);
      if (sizes[position.imagePlaceholder]! > 0) {
        out.raw(KEY.imagePlaceholder);
        string('imagePlaceholder');
      }
      for (const key of JSON_PARTS) {
        if (!has(key) || writeJsonPart(key, answer, starts[position[key]]!, starts[position[key]]! + sizes[position[key]]!)) continue;
        const value: unknown = JSON.parse(text(key));
        if (value) out.utf8(`,"${key}":${sub[key](value)}`);
      }
      if (has('organizationId')) {
        const id = text('organizationId');
        organizationIds.push(id);
        cuts.push({ at: out.at, id });
      }
      out.ascii('}');
    }
    out.ascii(']');
    const json = Buffer.from(out.bytes.subarray(0, out.at));
    return {
      total: counted,
      organizationIds,
      json: (organizations) => {
        if (cuts.length === 0) return json;
        const parts: Buffer[] = [];
        let from = 0;
        for (const { at, id } of cuts) {
          const organization = organizations.get(id);
          if (!organization) continue;
          parts.push(json.subarray(from, at), Buffer.from(`,"organization":${sub.organization(organization)}`));
          from = at;
        }
        parts.push(json.subarray(from));
        return Buffer.concat(parts);
      },
    };
  };
}
