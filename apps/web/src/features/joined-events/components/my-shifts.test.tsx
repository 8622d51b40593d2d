// @vitest-environment happy-dom
// My Joined Events (issue 38): an event joined through its shifts lists the caller's shifts, each
// with its role and its time in the event's zone with the zone's label.
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../lib/i18n.tsx';
import { MyShifts } from './my-shifts.tsx';

const shift = (id: string, title: string, start: string, end: string) => ({
  id,
  title,
  description: '',
  start,
  end,
  capacity: 3,
  joined: 1,
  restricted: false,
  waitlisted: 0,
  held: 0,
});
const shifts = [
  shift('leads', 'Team leads', '2026-12-12T13:00:00.000Z', '2026-12-12T15:00:00.000Z'),
  shift('desk', 'Registration desk', '2026-12-12T14:30:00.000Z', '2026-12-12T16:00:00.000Z'),
  shift('sorting', 'Sorting', '2026-12-12T19:00:00.000Z', '2026-12-12T21:00:00.000Z'),
];

async function shown(event: Parameters<typeof MyShifts>[0]['event']): Promise<HTMLDivElement> {
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(
    <LanguageProvider initial="en">
      <MyShifts event={event} />
      <hr />
    </LanguageProvider>,
  );
  // Drawn once the rule after it is.
  await vi.waitFor(() => expect(container.querySelector('hr')).not.toBeNull());
  return container;
}

describe('my shifts on a joined event', () => {
  it("lists only the caller's shifts, in start order, with their time in the event's zone", async () => {
    const container = await shown({ shifts, myShifts: ['sorting', 'leads'], timeZone: 'America/New_York' });
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Team leadsSaturday, December 12, 2026 at 8:00 AM EST to 10:00 AM EST',
      'SortingSaturday, December 12, 2026 at 2:00 PM EST to 4:00 PM EST',
    ]);
    expect(container.querySelector('h3')?.textContent).toBe('Your shifts');
  });

  it('says nothing for an event joined as a whole or a shift event the caller is not in', async () => {
    expect((await shown({ shifts: [], myShifts: [], timeZone: 'Asia/Dhaka' })).innerHTML).toBe('<hr>');
    expect((await shown({ shifts, timeZone: 'Asia/Dhaka' })).innerHTML).toBe('<hr>');
  });
});
