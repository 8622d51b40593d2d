import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { eventTiming } from '@volunteering/shared/event-status';
import { attendanceOpen } from '../attendance-open.ts';
import { PAGES, pagePath } from '@volunteering/shared/pages';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { attendanceTexts } from '@volunteering/shared/texts/attendance';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { AnnounceDialog } from './announce-dialog.tsx';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { CancelEventDialog } from './cancel-event-dialog.tsx';
import { EditEventModal, type EditEventFormComponent } from './edit-event-modal.tsx';
import { MANAGE_ICONS } from './manage-event-actions.tsx';
import { ParticipantsDialog } from './participants-dialog.tsx';

type Open = 'edit' | 'updated' | 'participants' | 'announce' | 'attendance' | 'cancel' | null;

/**
 * The page of an event one manages (issue 37), in place of Join: Edit, Participants (with the
 * waitlist), Announce, Check-in at the door (issue 39), and Cancel event until it ends or Attendance once it has; the same dialogs as
 * Manage's cards. The page's data refreshes after each, as every event query does.
 */
export function OrganizeEventPanel({ event, EditEventForm }: { event: VolunteerEvent; EditEventForm: EditEventFormComponent }) {
  const text = useTexts(manageEventsTexts);
  const form = useTexts(eventFormTexts);
  const announcements = useTexts(announcementsTexts);
  const attendance = useTexts(attendanceTexts);
  const checkIn = useTexts(checkInScreenTexts);
  const [open, setOpen] = useState<Open>(null);
  const [updated, setUpdated] = useState('');
  const [seriesNote, setSeriesNote] = useState<ApiMessage | null>(null);
  const now = useNow();
  const ended = eventTiming(event, now) === 'ended';
  const cancelled = event.status === 'cancelled';
  const close = () => setOpen(null);
  const shown = (dialog: Open) => (open === dialog ? event : null);

  const actions: { key: 'participants' | 'announce' | 'attendance' | 'cancel'; label: string; icon: string }[] = [
    { key: 'participants', label: text.participants, icon: MANAGE_ICONS.participants },
    { key: 'announce', label: announcements.announce, icon: MANAGE_ICONS.announce },
    ...(attendanceOpen(event, now) ? [{ key: 'attendance' as const, label: attendance.button, icon: MANAGE_ICONS.attendance }] : []),
    ...(!ended && !cancelled ? [{ key: 'cancel' as const, label: text.cancelEvent, icon: MANAGE_ICONS.cancel }] : []),
  ];

  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
      <button type="button" className="btn btn-primary btn-sm lg:btn-md" onClick={() => setOpen('edit')}>
        <StrokeIcon className="size-4" d={MANAGE_ICONS.edit} />
        {text.edit}
      </button>
      {actions.map(({ key, label, icon }) => (
        <button
          key={key}
          type="button"
          className={`btn btn-sm lg:btn-md ${key === 'cancel' ? 'btn-outline btn-error' : 'btn-outline'}`}
          onClick={() => setOpen(key)}
        >
          <StrokeIcon className="size-4" d={icon} />
          {label}
        </button>
      ))}
      {!cancelled && (
        <Link to={pagePath('checkIn', { id: event._id })} className="btn btn-outline btn-sm lg:btn-md">
          <StrokeIcon className="size-4" d={MANAGE_ICONS.checkIn} />
          {checkIn.checkInLink}
        </Link>
      )}
      <Link to={PAGES.manageEvents.path} className="link col-span-2 hidden text-center text-sm lg:col-span-1 lg:block">
        {text.allMyEvents}
      </Link>

      <EditEventModal
        event={shown('edit')}
        onSaved={(saved, series) => {
          setUpdated(saved.title);
          setSeriesNote(series ?? null);
          setOpen('updated');
        }}
        onClose={close}
        EditEventForm={EditEventForm}
      />
      <Dialog open={open === 'updated'} onClose={close} title={form.updatedTitle} icon="success" okLabel={text.ok}>
        <p>{form.updatedBody(updated)}</p>
        {seriesNote && (
          <p className="mt-2">
            <Message text={seriesNote} />
          </p>
        )}
      </Dialog>
      <ParticipantsDialog event={shown('participants')} onClose={close} />
      <AnnounceDialog event={shown('announce')} onClose={close} />
      <AttendanceDialog event={shown('attendance')} onClose={close} />
      <CancelEventDialog event={shown('cancel')} onClose={close} />
    </div>
  );
}
