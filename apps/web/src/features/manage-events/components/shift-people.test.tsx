// @vitest-environment happy-dom
// Manage's people per shift (issue 38): each shift's role, time in the event's zone and places in
// words, its people, and "Add a person" whose answer shows on that shift's row.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { LanguageProvider } from '../../../lib/i18n.tsx';
import type { AttendanceShift } from '@volunteering/shared/impact-schemas';
import { ShiftPeople } from './shift-people.tsx';

const desk: AttendanceShift = {
  id: 'desk',
  title: 'Registration desk',
  start: '2026-12-12T02:30:00.000Z',
  end: '2026-12-12T04:00:00.000Z',
  capacity: 3,
  ended: false,
  people: [{ name: 'Rahim Uddin', email: 'rahim@example.com', attended: true }],
};
const sorting: AttendanceShift = { ...desk, id: 'sorting', title: 'Sorting', capacity: 1, people: [] };
const past: AttendanceShift = { ...desk, id: 'past', title: 'Team leads', ended: true };
const eventShift = (shift: AttendanceShift, restricted = false, waitlisted = 0) => ({
  ...shift,
  description: '',
  joined: shift.people.length,
  restricted,
  waitlisted,
  held: 0,
});
const event = { _id: 'event-1', timeZone: 'Asia/Dhaka', shifts: [eventShift(desk, false, 2), eventShift(sorting, true), eventShift(past)] };

/** React and the queries have done what the last event asked. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  calls = [];
  setApiTransport(async (input, init) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  root.unmount();
  container.remove();
});

async function show(shifts: AttendanceShift[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  root.render(
    <QueryClientProvider client={client}>
      <LanguageProvider initial="en">
        <ShiftPeople event={event} shifts={shifts} />
      </LanguageProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(shifts.length));
}

const rows = () => [...container.querySelectorAll('article')];
const rowOf = (title: string) => rows().find((row) => row.querySelector('h4')?.textContent === title)!;

async function add(row: HTMLElement, email: string) {
  const input = row.querySelector('input')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, email);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settled();
  row.querySelector('form')!.requestSubmit();
  await settled();
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('people per shift', () => {
  it("shows each shift's role, time in the event's zone with its label, places in words and its people", async () => {
    await show([desk, sorting]);
    expect(rows()).toHaveLength(2);
    const row = rowOf('Registration desk');
    expect(row.textContent).toContain('1 of 3 places taken');
    expect(row.textContent).toContain('Saturday, December 12, 2026 at 8:30 AM GMT+6 to 10:00 AM GMT+6');
    expect(row.textContent).toContain('Rahim Uddin');
    expect(row.querySelector('a[href="mailto:rahim@example.com"]')).not.toBeNull();
    expect(rowOf('Sorting').textContent).toContain('Nobody in this shift yet');
    expect(rowOf('Sorting').textContent).toContain('0 of 1 place taken');
    expect(rowOf('Sorting').textContent).toContain('Only organizers put people in');
    expect(row.textContent).not.toContain('Only organizers put people in');
    expect(row.textContent).toContain('2 people waiting');
    expect(rowOf('Sorting').textContent).not.toContain('waiting');
  });

  it('offers no form on a shift that has ended', async () => {
    await show([desk, past]);
    expect(rowOf('Registration desk').querySelector('form')).not.toBeNull();
    expect(rowOf('Team leads').querySelector('form')).toBeNull();
  });

  it("puts a person in the shift by e-mail and shows the answer on that shift's row only", async () => {
    answer = () =>
      json(200, {
        success: true,
        code: 'shifts.messages.personPut',
        message: 'Nasrin Akter is now in the shift "Registration desk".',
        values: ['Nasrin Akter', 'Registration desk'],
      });
    await show([desk, sorting]);
    await add(rowOf('Registration desk'), '  Nasrin@Example.com ');
    await vi.waitFor(() =>
      expect(rowOf('Registration desk').querySelector('[role="status"]')?.textContent).toBe('Nasrin Akter is now in the shift "Registration desk".'),
    );
    expect(calls).toEqual([{ url: '/api/events/event-1/shifts/desk/people', method: 'PUT', body: { email: 'nasrin@example.com' } }]);
    expect(rowOf('Sorting').querySelector('[role="status"]')).toBeNull();
    expect(rowOf('Registration desk').querySelector('input')!.value).toBe('');
  });

  it("shows the server's refusal of an unknown address on that shift's row", async () => {
    answer = () =>
      json(404, { success: false, code: 'shifts.messages.personNotFound', message: 'No account has this e-mail address. Ask them to sign up first.' });
    await show([desk, sorting]);
    await add(rowOf('Sorting'), 'nobody@example.com');
    await vi.waitFor(() =>
      expect(rowOf('Sorting').querySelector('[role="alert"]')?.textContent).toBe('Not added: No account has this e-mail address. Ask them to sign up first.'),
    );
    expect(rowOf('Registration desk').querySelector('[role="alert"]')).toBeNull();
    expect(rowOf('Sorting').querySelector('input')!.value).toBe('nobody@example.com');
  });

  it('asks for a valid address before calling the server', async () => {
    await show([desk]);
    await add(rowOf('Registration desk'), 'not an address');
    expect(calls).toEqual([]);
    expect(rowOf('Registration desk').querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
  });
});
