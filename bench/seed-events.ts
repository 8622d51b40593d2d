// Fills the events table with many realistic-looking events in one INSERT ... SELECT.
// Titles, locations and organizers come from small lists by modulo, so a search matches a
// realistic share of the rows: see BENCH_QUERIES for how large each share is.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { SITE_PICTURES } from '../apps/server/src/uploads/site-pictures.ts';
import { mediaPath } from '@volunteering/shared/media-path';

export const BENCH_OWNER_ID = 'bench-owner';

const TYPES = ['Cleanup', 'Plantation', 'Donation', 'Education', 'Social Work'];

/** Four title stems per type, in the order of TYPES. */
const STEMS = [
  ['Beach Cleanup', 'Riverbank Plastic Sweep', 'Park Litter Pick', 'Canal Clearing Day'],
  ['Tree Planting', 'Community Garden Build', 'Rooftop Greening', 'Roadside Saplings'],
  ['Winter Clothes Drive', 'Food Bank Packing', 'Blood Donation Camp', 'School Supplies Drive'],
  ['Reading Circle', 'Coding Club for Kids', 'Adult Literacy Evening', 'Science Fair Mentoring'],
  ['Elder Care Visit', 'Shelter Meal Service', 'Hospital Companion Shift', 'Flood Relief Packing'],
];

/** 13 places; the title is "<stem> at <place>". */
const PLACES = [
  'Riverside Park',
  'Old Town Square',
  'Green Valley School',
  'Harbor Front',
  'Lakeview Community Hall',
  'North Market',
  'Sunrise Orphanage',
  'Central Library',
  'Hillside Clinic',
  'Station Road',
  'Mill Lane Gardens',
  'Eastern Bypass',
  'Bayside Promenade',
];

/** 17 locations. */
const LOCATIONS = [
  'Mirpur, Dhaka',
  'Dhanmondi, Dhaka',
  'Uttara, Dhaka',
  'Agrabad, Chattogram',
  'Patenga, Chattogram',
  'Zindabazar, Sylhet',
  'Ambarkhana, Sylhet',
  'Shaheb Bazar, Rajshahi',
  'Sonadanga, Khulna',
  'Kotwali, Barishal',
  'Jail Road, Rangpur',
  'Kandirpar, Cumilla',
  "Laboni Beach, Cox's Bazar",
  'Town Hall, Mymensingh',
  'Riverview Road, Narayanganj',
  'Station Road, Bogura',
  'Tongi, Gazipur',
];

const ORGANIZERS = [
  'Green Hands Collective',
  'Bay of Bengal Beach Keepers',
  'City Readers Trust',
  'Neighbours in Need',
  'Youth for Trees',
  'Food Share Network',
  'Silver Years Companions',
  'Clean Rivers Alliance',
  'Open Classroom Project',
];

/** The product's own pictures (served from /media, kept on first request). */
const IMAGES = Object.values(SITE_PICTURES).map((id) => mediaPath(id, 800, 'webp'));

const DESCRIPTIONS = [
  'We work in small teams with a team leader each, so first-timers are never on their own. Gloves, tools and drinking water are provided; bring a hat and closed shoes. We finish with a short round-up and tea for everyone who took part.',
  'Every hour you give goes straight to families in the neighbourhood. We will sort, pack and hand out what has been collected over the past weeks, and keep a tally so donors can see where their help went.',
  'No experience needed: a ten-minute briefing at the start covers everything. Children aged 12 and up are welcome with a guardian. Please arrive on time so we can split into groups and start together.',
  'This is a regular session run by local volunteers together with the community centre. Come once or come every week; each visit makes a difference to the people we meet and to the place we look after.',
  'We meet at the entrance and walk to the site together. Wear clothes that may get dirty, and bring a refillable water bottle. Photos of the day are shared with everyone who joined.',
];

/** Rare: one event in RARE_EVERY gets this title instead (about 20 per 100k). */
const RARE_TITLE = 'Mangrove Restoration Day';
const RARE_EVERY = 4999;

/** What the benchmark searches for, and roughly which share of the rows each matches. */
export const BENCH_QUERIES = {
  common: 'river', // "Riverbank", "Riverside", "Riverview": about 1 in 6 events
  rare: 'mangrove', // about 1 in 5000
  location: 'sylhet', // 2 of 17 locations: about 1 in 8.5
  short: 'ar', // two letters: below pg_trgm's three-letter minimum
} as const;

const HIGHLIGHTS = JSON.stringify([
  { icon: 'users', title: 'Team zones', desc: 'Small teams of eight, each with a zone leader and a tally sheet.' },
  { icon: 'leaf', title: 'Sorted for reuse', desc: 'What we collect is sorted on site and handed to local partners.' },
  { icon: 'sun', title: 'Early start', desc: 'Beat the heat with an early start and finish before noon.' },
]);
const FAQS = JSON.stringify([
  { q: 'What should I bring?', a: 'A hat, a refillable bottle and shoes you do not mind getting dirty. We provide gloves and bags.' },
  { q: 'Can children join?', a: 'Yes, from age 12 with a guardian who stays with them throughout.' },
]);

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
function array(items: string[]): string {
  return `(ARRAY[${items.map(literal).join(', ')}]::text[])`;
}

/**
 * Inserts one owner (if missing) and `count` events numbered from `startAt` (so a second call
 * with a later start adds different rows), then ANALYZEs the table. Dates spread evenly (by a
 * multiplicative hash, not in insertion order) over `daysBack` (30) days ago .. 2 years ahead, on quarter hours.
 */
export async function seedBenchEvents(db: Db, count: number, opts: { startAt?: number; daysBack?: number } = {}): Promise<void> {
  const first = opts.startAt ?? 1;
  const daysBack = Math.round(opts.daysBack ?? 30);
  const last = first + count - 1;
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified)
    VALUES (${BENCH_OWNER_ID}, 'Bench Organizer', 'bench-owner@bench.invalid', true)
    ON CONFLICT (id) DO NOTHING`);
  const stems = array(STEMS.flat());
  const quarterHours = (daysBack + 730) * 24 * 4; // days back + 730 days ahead
  const insert = sql`
    INSERT INTO events (title, description, type, image_url, location, date, organizer,
                        volunteers_needed, volunteers_joined, owner_id, highlights, faqs)
    SELECT
      CASE WHEN i % ${sql.raw(String(RARE_EVERY))} = 0 THEN ${sql.raw(literal(RARE_TITLE))}
           ELSE ${sql.raw(stems)}[1 + (i % 5) * 4 + (i / 5) % 4] || ' at ' || ${sql.raw(array(PLACES))}[1 + (i * 7) % ${sql.raw(String(PLACES.length))}]
      END,
      ${sql.raw(array(DESCRIPTIONS))}[1 + (i / 3) % ${sql.raw(String(DESCRIPTIONS.length))}],
      ${sql.raw(array(TYPES))}[1 + i % 5],
      ${sql.raw(array(IMAGES))}[1 + (i / 7) % ${sql.raw(String(IMAGES.length))}],
      ${sql.raw(array(LOCATIONS))}[1 + (i * 11) % ${sql.raw(String(LOCATIONS.length))}],
      date_trunc('hour', now()) - ${sql.raw(String(daysBack))} * interval '1 day'
        + ((i::bigint * 2654435761) % ${sql.raw(String(quarterHours))}) * interval '15 minutes',
      ${sql.raw(array(ORGANIZERS))}[1 + (i / 2) % ${sql.raw(String(ORGANIZERS.length))}],
      10 + (i * 37) % 111,
      0,
      ${BENCH_OWNER_ID},
      CASE WHEN i % 3 = 0 THEN ${sql.raw(literal(HIGHLIGHTS))}::jsonb END,
      CASE WHEN i % 4 = 0 THEN ${sql.raw(literal(FAQS))}::jsonb END
    FROM generate_series(${sql.raw(String(first))}::int, ${sql.raw(String(last))}::int) AS i`;
  await db.execute(insert);
  await db.execute(sql`ANALYZE events`);
}
