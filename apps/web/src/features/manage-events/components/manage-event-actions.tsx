import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { manageEventsTexts as text } from '@volunteering/shared/texts/manage-events';
import { Link } from '../../../lib/router.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { pagePath } from '@volunteering/shared/pages';

const ICONS = {
  participants: 'M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm13 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Zm9.5-13.5 4 4',
  delete: 'M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
  attendance: 'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 9 2 2 4-4',
  announce: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12.5-3.5a6 6 0 0 1 0 9M18.5 5a9.5 9.5 0 0 1 0 14',
} as const;

type ManageEventActionsProps = {
  event: VolunteerEvent;
  onParticipants: (event: VolunteerEvent) => void;
  onEdit: (event: VolunteerEvent) => void;
  onDelete: (event: VolunteerEvent) => void;
  onAnnounce: (event: VolunteerEvent) => void;
  onAttendance: (event: VolunteerEvent) => void;
};

/** A card's organizer buttons; each names its event for screen readers, since every card has them. */
export function ManageEventActions({ event, onParticipants, onEdit, onDelete, onAnnounce, onAttendance }: ManageEventActionsProps) {
  const forEvent = <span className="sr-only">{text.forEvent(event.title)}</span>;
  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={pagePath('eventDetails', { id: event._id })} className="btn btn-primary btn-sm">
          {text.view}
          {forEvent}
        </Link>
        <button type="button" className="btn btn-sm" onClick={() => onEdit(event)}>
          <StrokeIcon className="size-4" d={ICONS.edit} />
          {text.edit}
          {forEvent}
        </button>
        <button type="button" className="btn btn-sm btn-outline border-red-700 text-red-700 hover:border-red-700 hover:bg-red-700 hover:text-white dark:border-red-300 dark:text-red-300 dark:hover:border-red-300 dark:hover:bg-red-300 dark:hover:text-gray-900" onClick={() => onDelete(event)}>
          <StrokeIcon className="size-4" d={ICONS.delete} />
          {text.delete}
          {forEvent}
        </button>
      </div>
      <button type="button" className="btn btn-ghost btn-sm btn-block border-base-300" onClick={() => onParticipants(event)}>
        <StrokeIcon className="size-4" d={ICONS.participants} />
        {text.participants}
        {forEvent}
      </button>
      {/* Attendance is marked once the event is over; read at render, which the list redoes often enough. */}
      {Date.parse(event.endDate) < Date.now() && (
        <button type="button" className="btn btn-ghost btn-sm btn-block border-base-300" onClick={() => onAttendance(event)}>
          <StrokeIcon className="size-4" d={ICONS.attendance} />
          {attendanceTexts.button}
          {forEvent}
        </button>
      )}
      <button type="button" className="btn btn-ghost btn-sm btn-block border-base-300" onClick={() => onAnnounce(event)}>
        <StrokeIcon className="size-4" d={ICONS.announce} />
        {announcementsTexts.announce}
        {forEvent}
      </button>
    </div>
  );
}
