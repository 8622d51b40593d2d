import type { EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatter } from '@volunteering/shared/event-time-format';

// What the event page reads from an event's shifts (issue 38): free places, the caller's clashes,
// and where each shift sits on the desktop's timeline.

/** Places nobody has and nobody is offered: capacity − joined − held (the server's rule, decision 062). */
export const freePlaces = (shift: EventShift): number => Math.max(0, shift.capacity - shift.joined - shift.held);

/** Shifts that only touch do not overlap, as on the server. */
const overlap = (a: EventShift, b: EventShift) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/** The caller's shift of this event that `shift` overlaps, known before they click: joining it would be refused. */
export function clashOf(shift: EventShift, event: VolunteerEvent): EventShift | undefined {
  const mine = event.myShifts ?? [];
  if (mine.includes(shift.id)) return undefined;
  return event.shifts.find((other) => other.id !== shift.id && mine.includes(other.id) && overlap(shift, other));
}

export type TimelineBlock = { shift: EventShift; column: number; rowStart: number; rowEnd: number };

export type Timeline = {
  /** Each role once, in the order its first shift starts, over the columns its shifts take. */
  roles: { title: string; column: number; span: number }[];
  columns: number;
  rows: number;
  /** The minutes a row stands for: 30, or 15 when a shift starts or ends at a quarter. */
  slot: number;
  /** The hour marks: their row (0 = the timeline's top; `rows`: the line below the last) and instant. */
  hours: { row: number; instant: number }[];
  blocks: TimelineBlock[];
};

const MINUTE = 60_000;
/** The steps a row may stand for; a shift ending at another minute is drawn at the nearest quarter hour. */
const SLOTS = [30, 15];

/** Minutes past the hour on the event's clock, which is not the UTC hour in every zone (Asia/Kathmandu). */
function minutesPastHour(instant: number, timeZone: string): number {
  return Number(formatter({ minute: 'numeric' }, timeZone).format(new Date(instant)));
}

/**
 * Time down, roles across: the rows are steps of time from the hour before the first start to the
 * hour after the last end, on the event's clock; a role takes as many columns as it has shifts at
 * the same time (each shift in the first column of its role where it fits).
 */
export function timelineOf(shifts: EventShift[], timeZone: string): Timeline {
  const starts = shifts.map((shift) => Math.floor(Date.parse(shift.start) / MINUTE) * MINUTE);
  const ends = shifts.map((shift) => Math.floor(Date.parse(shift.end) / MINUTE) * MINUTE);
  const first = Math.min(...starts);
  const top = first - minutesPastHour(first, timeZone) * MINUTE;
  const last = Math.max(...ends);
  const past = minutesPastHour(last, timeZone);
  const bottom = past === 0 ? last : last + (60 - past) * MINUTE;
  const offsets = [...starts, ...ends].map((instant) => (instant - top) / MINUTE);
  const slot = SLOTS.find((step) => offsets.every((minutes) => minutes % step === 0)) ?? SLOTS.at(-1)!;
  const rowOf = (instant: number) => Math.round((instant - top) / MINUTE / slot);

  const roles: Timeline['roles'] = [];
  const lanes = new Map<string, number[]>();
  const blocks: TimelineBlock[] = [];
  shifts.forEach((shift, index) => {
    let laneEnds = lanes.get(shift.title);
    if (!laneEnds) {
      laneEnds = [];
      lanes.set(shift.title, laneEnds);
      roles.push({ title: shift.title, column: 0, span: 0 });
    }
    let lane = laneEnds.findIndex((end) => end <= starts[index]!);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = ends[index]!;
    const rowStart = rowOf(starts[index]!);
    blocks.push({ shift, column: lane, rowStart, rowEnd: Math.max(rowStart + 1, rowOf(ends[index]!)) });
  });
  let column = 0;
  for (const role of roles) {
    role.column = column;
    role.span = lanes.get(role.title)!.length;
    column += role.span;
  }
  const firstColumn = new Map(roles.map((role) => [role.title, role.column]));
  for (const block of blocks) block.column += firstColumn.get(block.shift.title)!;

  const rows = Math.max(1, rowOf(bottom));
  const hours: Timeline['hours'] = [];
  for (let instant = top; instant <= bottom; instant += 60 * MINUTE) hours.push({ row: rowOf(instant), instant });
  return { roles, columns: column, rows, slot, hours, blocks };
}

/** A cell of the timeline's table: a shift's block, or the empty time of a column up to the next block or hour. */
export type TimelineCell = { column: number; span: number; block?: TimelineBlock; onHour: boolean };

/** One row of the timeline's table: the hour mark that starts there (and the rows it spans), and the cells that start there. */
export type TimelineRow = { hour?: { instant: number; span: number }; cells: TimelineCell[] };

/**
 * The timeline as table rows, each cell spanning the rows of its time (rowspan, no styles: the page
 * is drawn on the server under a policy that refuses inline styles). Empty time is cut at each hour,
 * which draws the hour's line across the columns.
 */
export function timelineRows(timeline: Timeline): TimelineRow[] {
  const hourRows = timeline.hours.map((hour) => hour.row);
  const nextHour = (row: number) => hourRows.find((hourRow) => hourRow > row) ?? timeline.rows;
  const rows: TimelineRow[] = Array.from({ length: timeline.rows }, () => ({ cells: [] }));
  for (const hour of timeline.hours) {
    if (hour.row < timeline.rows) rows[hour.row]!.hour = { instant: hour.instant, span: nextHour(hour.row) - hour.row };
  }
  for (let column = 0; column < timeline.columns; column++) {
    const blocks = timeline.blocks.filter((block) => block.column === column).sort((a, b) => a.rowStart - b.rowStart);
    let row = 0;
    for (const block of [...blocks, undefined]) {
      const until = block ? block.rowStart : timeline.rows;
      while (row < until) {
        const end = Math.min(until, nextHour(row));
        rows[row]!.cells.push({ column, span: end - row, onHour: hourRows.includes(row) });
        row = end;
      }
      // A block drawn at the nearest quarter may start a row later than its time, never earlier than the one above ends.
      if (block && row < timeline.rows) {
        rows[row]!.cells.push({ column, span: Math.max(1, block.rowEnd - row), block, onHour: hourRows.includes(row) });
        row = Math.max(row + 1, block.rowEnd);
      }
    }
  }
  for (const row of rows) row.cells.sort((a, b) => a.column - b.column);
  return rows;
}
