// @vitest-environment happy-dom
// Attendance per shift (issue 38): each shift with its time, marked once it has ended, its marks
// saved on their own with the shift's id; an event without shifts keeps its one sheet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { LanguageProvider } from '../../../lib/i18n.tsx';
import type { Attendance } from '@volunteering/shared/impact-schemas';
import { AttendanceDialog } from './attendance-dialog.tsx';

const person = (name: string, attended = true) => ({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, attended });
const sheet: Attendance = {
  endDate: '2026-12-12T10:00:00.000Z',
  ended: false,
  participants: [],
  shifts: [
    {
      id: 'desk',
      title: 'Registration desk',
      start: '2026-12-12T02:30:00.000Z',
      end: '2026-12-12T04:00:00.000Z',
      capacity: 3,
      ended: true,
      people: [person('Rahim Uddin'), person('Nasrin Akter')],
    },
    { id: 'empty', title: 'Team leads', start: '2026-12-12T02:00:00.000Z', end: '2026-12-12T04:00:00.000Z', capacity: 2, ended: true, people: [] },
    {
      id: 'sorting',
      title: 'Sorting',
      start: '2026-12-12T08:00:00.000Z',
      end: '2026-12-12T10:00:00.000Z',
      capacity: 4,
      ended: false,
      people: [person('Karim Hasan')],
    },
  ],
};
const event = { _id: 'event-1', title: 'Riverbank day', timeZone: 'Asia/Dhaka' } as VolunteerEvent;

/** React and the queries have done what the last event asked. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answerSheet: Attendance;
let container: HTMLDivElement;
let root: Root;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answerSheet = sheet;
  setApiTransport(async (input, init) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (call.method === 'GET') return json(answerSheet);
    // The server answers the sheet as saved.
    const marks = (call.body as { attendance: { email: string; attended: boolean }[] }).attendance;
    const saved = answerSheet.shifts?.map((shift) => ({
      ...shift,
      people: shift.people.map((p) => ({ ...p, attended: marks.find((m) => m.email === p.email)?.attended ?? p.attended })),
    }));
    return json({ success: true, code: 'attendance.updated', message: 'Attendance saved.', participants: [], shifts: saved });
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

async function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  root.render(
    <QueryClientProvider client={client}>
      <LanguageProvider initial="en">
        <AttendanceDialog event={event} onClose={() => {}} />
      </LanguageProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(container.querySelectorAll('section')).toHaveLength(3));
}

const sectionOf = (title: string) => [...container.querySelectorAll('section')].find((section) => section.querySelector('h3')?.textContent === title)!;

describe('attendance per shift', () => {
  it("shows each shift's time in the event's zone, boxes only for one that has ended and has people", async () => {
    await show();
    const desk = sectionOf('Registration desk');
    expect(desk.textContent).toContain('Saturday, December 12, 2026 at 8:30 AM GMT+6 to 10:00 AM GMT+6');
    expect(desk.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(sectionOf('Team leads').textContent).toContain('Nobody in this shift yet');
    expect(sectionOf('Team leads').querySelector('form')).toBeNull();
    const sorting = sectionOf('Sorting');
    expect(sorting.querySelector('form')).toBeNull();
    expect(sorting.textContent).toContain('This shift can be marked once it ends (Saturday, December 12, 2026 at 4:00 PM GMT+6).');
    expect(sorting.textContent).toContain('Karim Hasan');
  });

  it("saves one shift's marks, each with the shift's id, and says so on that shift", async () => {
    await show();
    const desk = sectionOf('Registration desk');
    const nasrin = desk.querySelector<HTMLInputElement>('input[aria-label="Present: Nasrin Akter"]')!;
    nasrin.click();
    await settled();
    expect(desk.textContent).toContain('1 of 2 present.');
    desk.querySelector('form')!.requestSubmit();
    await settled();
    await vi.waitFor(() =>
      expect(sectionOf('Registration desk').querySelector('[role="status"]')?.textContent).toBe(
        'Attendance saved for this shift. Volunteer hours are updated.',
      ),
    );
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      {
        url: '/api/events/event-1/attendance',
        method: 'PATCH',
        body: {
          attendance: [
            { email: 'rahim@example.com', attended: true, shiftId: 'desk' },
            { email: 'nasrin@example.com', attended: false, shiftId: 'desk' },
          ],
        },
      },
    ]);
    // The sheet as saved stays on view, read from the answer.
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
    expect(sectionOf('Registration desk').querySelector<HTMLInputElement>('input[aria-label="Present: Nasrin Akter"]')!.checked).toBe(false);
  });

  it('keeps one sheet without shiftIds for an event without shifts', async () => {
    answerSheet = { endDate: sheet.endDate, ended: true, participants: [person('Rahim Uddin')] };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    root.render(
      <QueryClientProvider client={client}>
        <LanguageProvider initial="en">
          <AttendanceDialog event={event} onClose={() => {}} />
        </LanguageProvider>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(container.querySelectorAll('section')).toHaveLength(0);
    container.querySelector('form')!.requestSubmit();
    await settled();
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ attendance: [{ email: 'rahim@example.com', attended: true }] });
  });
});
