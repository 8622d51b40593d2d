import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { useTexts } from '../../../lib/i18n.tsx';
import { eventTiming } from '@volunteering/shared/event-status';
import { attendanceOpen } from '../attendance-open.ts';
import { useId, useRef, type ReactNode } from 'react';
import { useNow } from '../../../lib/use-now.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { useDismiss } from '../../../components/layouts/use-dismiss.ts';
import { useMenuState } from '../../../components/layouts/use-menu-state.ts';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { pagePath } from '@volunteering/shared/pages';

/** The organizer actions' icons, on Manage's cards and on one's own event page. */
export const MANAGE_ICONS = {
  participants: 'M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm13 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Zm9.5-13.5 4 4',
  delete: 'M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  attendance:
    'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 9 2 2 4-4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  cancel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM5.6 5.6l12.8 12.8',
  checkIn: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 18h2',
  announce: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12.5-3.5a6 6 0 0 1 0 9M18.5 5a9.5 9.5 0 0 1 0 14',
} as const;

/** The row's icons give way on phones, so View, Edit, Delete and More keep to one row at 360 px. */
const ROW_ICON = 'hidden size-4 sm:block';

type ManageEventActionsProps = {
  event: VolunteerEvent;
  onParticipants: (event: VolunteerEvent) => void;
  onEdit: (event: VolunteerEvent) => void;
  onDelete: (event: VolunteerEvent) => void;
  onAnnounce: (event: VolunteerEvent) => void;
  onAttendance: (event: VolunteerEvent) => void;
  onCancel: (event: VolunteerEvent) => void;
};

/**
 * A card's organizer actions: View, Edit and Delete in one row, and a "More" menu with Participants, Check-in at the door,
 * Attendance (once the event is over), Announce and Cancel event (until it is over). Each names its event for screen readers.
 */
export function ManageEventActions({ event, onParticipants, onEdit, onDelete, onAnnounce, onAttendance, onCancel }: ManageEventActionsProps) {
  const text = useTexts(manageEventsTexts);
  const attendance = useTexts(attendanceTexts);
  const announcements = useTexts(announcementsTexts);
  const forEvent = <span className="sr-only">{text.forEvent(event.title)}</span>;
  // Attendance is marked once the event is over, or a shift of it (the cards' rule, renewed every minute).
  const now = useNow();
  const ended = eventTiming(event, now) === 'ended';
  const navigate = useNavigate();
  const checkIn = useTexts(checkInScreenTexts);
  const more = [
    { label: text.participants, icon: MANAGE_ICONS.participants, act: onParticipants },
    // The door screen (issue 39): check-in and check-out on the day, and approving the hours after.
    ...(event.status !== 'cancelled'
      ? [{ label: checkIn.checkInLink, icon: MANAGE_ICONS.checkIn, act: () => navigate(pagePath('checkIn', { id: event._id })) }]
      : []),
    ...(attendanceOpen(event, now) ? [{ label: attendance.button, icon: MANAGE_ICONS.attendance, act: onAttendance }] : []),
    { label: announcements.announce, icon: MANAGE_ICONS.announce, act: onAnnounce },
    // Until it ends, an event can be cancelled: its people are told (issue 37).
    ...(!ended && event.status !== 'cancelled' ? [{ label: text.cancelEvent, icon: MANAGE_ICONS.cancel, act: onCancel }] : []),
  ];
  return (
    <div className="flex w-full flex-wrap justify-end gap-1.5 sm:gap-2">
      <Link to={pagePath('eventDetails', { id: event._id })} className="btn btn-primary btn-sm">
        {text.view}
        {forEvent}
      </Link>
      <button type="button" className="btn btn-sm" onClick={() => onEdit(event)}>
        <StrokeIcon className={ROW_ICON} d={MANAGE_ICONS.edit} />
        {text.edit}
        {forEvent}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline border-red-700 text-red-700 hover:border-red-700 hover:bg-red-700 hover:text-white dark:border-red-300 dark:text-red-300 dark:hover:border-red-300 dark:hover:bg-red-300 dark:hover:text-gray-900"
        onClick={() => onDelete(event)}
      >
        <StrokeIcon className={ROW_ICON} d={MANAGE_ICONS.delete} />
        {text.delete}
        {forEvent}
      </button>
      <MoreMenu forEvent={forEvent} items={more.map(({ label, icon, act }) => ({ label, icon, onSelect: () => act(event) }))} />
    </div>
  );
}

type MoreItem = { label: string; icon: string; onSelect: () => void };

/** A button that shows the card's less frequent actions; Escape, a press outside or Tab past the last closes it. */
function MoreMenu({ forEvent, items }: { forEvent: ReactNode; items: MoreItem[] }) {
  const text = useTexts(manageEventsTexts);
  const { open, close, toggle } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(container, button, open, close);
  return (
    <div ref={container} className="relative">
      <button ref={button} type="button" className="btn btn-sm" aria-expanded={open} aria-controls={menuId} onClick={toggle}>
        <StrokeIcon className={ROW_ICON} d={MANAGE_ICONS.more} />
        {text.more}
        {forEvent}
      </button>
      {open && (
        <ul id={menuId} className="menu absolute right-0 bottom-full z-popover mb-2 w-52 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
          {items.map(({ label, icon, onSelect }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  close();
                  // The dialog it opens gives focus back to where it came from: More, since the menu is gone.
                  button.current?.focus();
                  onSelect();
                }}
              >
                <StrokeIcon className="size-4" d={icon} />
                {label}
                {forEvent}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
