import type { Layout } from '@volunteering/shared/preferences';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { Message } from '../../../components/ui/message.tsx';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { manageEventsTexts } from '@volunteering/shared/texts/manage-events';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { dashboardListState, DASHBOARD_LAYOUT_CLASSES } from '../../../components/events/dashboard-list-state.tsx';
import { EventCard } from '../../../components/events/event-card.tsx';
import { EventListCard } from '../../../components/events/event-list-card.tsx';
import { HiddenBadge } from '../../../components/events/hidden-notice.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';
import { getMyEventsQueryOptions, useMyEvents } from '../api/get-my-events.ts';
import { DeleteEventDialogs, type DeleteStep } from './delete-event-dialogs.tsx';
import { EditEventModal, type EditEventFormComponent } from './edit-event-modal.tsx';
import { ManageEventActions } from './manage-event-actions.tsx';
import { ParticipantsDialog } from './participants-dialog.tsx';
import { AnnounceDialog } from './announce-dialog.tsx';
import { AttendanceDialog } from './attendance-dialog.tsx';
import { CancelEventDialog } from './cancel-event-dialog.tsx';
import { SeriesRow } from './series-row.tsx';
import { PAGES } from '@volunteering/shared/pages';

type MyEventsListProps = {
  layout: Layout;
  /** One organization's events only (its id, issue 18); all the events I manage when left out. */
  organization?: string;
  /** Back to all my events, from an organization's empty list. */
  onShowAll: () => void;
  EditEventForm: EditEventFormComponent;
};

/** The events I manage (mine and my organizations') with edit, delete and the participants of each. */
export function MyEventsList({ layout, organization, onShowAll, EditEventForm }: MyEventsListProps) {
  const text = useTexts(manageEventsTexts);
  const form = useTexts(eventFormTexts);
  const orgText = useTexts(organizationEventsTexts);
  const { user } = useAuth();
  const email = user?.email ?? '';
  const query = useMyEvents(organization);
  const queryClient = useQueryClient();
  const deletion = useDeleteEvent(email, organization);
  const listRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<VolunteerEvent | null>(null);
  const [updated, setUpdated] = useState<VolunteerEvent | null>(null);
  const [seriesNote, setSeriesNote] = useState<ApiMessage | null>(null);
  const [deleteStep, setDeleteStep] = useState<DeleteStep | null>(null);
  const [participantsOf, setParticipantsOf] = useState<VolunteerEvent | null>(null);
  const [announcing, setAnnouncing] = useState<VolunteerEvent | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<VolunteerEvent | null>(null);
  const [cancelling, setCancelling] = useState<VolunteerEvent | null>(null);

  const confirmDelete = (event: VolunteerEvent) => {
    setDeleteStep(null);
    deletion.mutate(event, {
      onSuccess: () => setDeleteStep({ step: 'deleted', event }),
      onError: (error) => setDeleteStep({ step: 'failed', event, reason: error }),
    });
  };

  const saved = (event: VolunteerEvent, series?: ApiMessage) => {
    // Moved to another organization, it leaves this organization's list.
    queryClient.setQueryData(getMyEventsQueryOptions(email, organization).queryKey, (list) =>
      list?.flatMap((e) => (e._id !== event._id ? [e] : organization && event.organization?.id !== organization ? [] : [event])),
    );
    setEditing(null);
    setSeriesNote(series ?? null);
    setUpdated(event);
  };

  // The card whose button opened a dialog may be gone (deleted): focus then moves to the list. Checked
  // on the next frame, once the dialog has closed and handed focus back (the page is inert until then).
  const keepFocusInList = () =>
    requestAnimationFrame(() => {
      if (!listRef.current?.contains(document.activeElement)) listRef.current?.focus();
    });

  const Card = layout === 'grid' ? EventCard : EventListCard;
  const card = (event: VolunteerEvent) => (
    <Card
      event={event}
      status={event.hidden && <HiddenBadge kind={event.hidden.kind} />}
      actions={
        <ManageEventActions
          event={event}
          onParticipants={setParticipantsOf}
          onAnnounce={setAnnouncing}
          onAttendance={setAttendanceOf}
          onCancel={setCancelling}
          onEdit={setEditing}
          onDelete={(target) => setDeleteStep({ step: 'confirm', event: target })}
        />
      }
    />
  );
  const content = (organization
    ? dashboardListState(
        query,
        layout,
        { ...text, emptyTitle: orgText.noOrganizationEventsTitle, emptyBody: orgText.noOrganizationEventsBody },
        <button type="button" className="btn btn-primary" onClick={onShowAll}>
          {orgText.showAll}
        </button>,
      )
    : dashboardListState(
        query,
        layout,
        text,
        <Link to={PAGES.createEvent.path} className="btn btn-primary">
          {text.createNew}
        </Link>,
      )) ?? (
    <ul className={DASHBOARD_LAYOUT_CLASSES[layout]}>
      {groupedBySeries(query.data ?? []).map((item) =>
        Array.isArray(item) ? (
          <li key={item[0]!.series.id} className="col-span-full">
            <SeriesRow dates={item} layout={layout} renderDate={card} />
          </li>
        ) : (
          <li key={item._id}>{card(item)}</li>
        ),
      )}
    </ul>
  );

  return (
    <div ref={listRef} tabIndex={-1} className="outline-none">
      {content}
      <EditEventModal event={editing} onSaved={saved} onClose={() => setEditing(null)} EditEventForm={EditEventForm} />
      <Dialog open={updated !== null} onClose={() => setUpdated(null)} title={form.updatedTitle} icon="success" okLabel={text.ok}>
        <p>{form.updatedBody(updated?.title ?? '')}</p>
        {seriesNote && (
          <p className="mt-2">
            <Message text={seriesNote} />
          </p>
        )}
      </Dialog>
      <DeleteEventDialogs
        state={deleteStep}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleteStep(null);
          keepFocusInList();
        }}
      />
      <ParticipantsDialog event={participantsOf} onClose={() => setParticipantsOf(null)} />
      <AnnounceDialog event={announcing} onClose={() => setAnnouncing(null)} />
      <AttendanceDialog event={attendanceOf} onClose={() => setAttendanceOf(null)} />
      <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

type SeriesDate = VolunteerEvent & { series: { id: string; summary: string } };

/** The list with each series' dates gathered into one item where its first date stands (issue 40). */
function groupedBySeries(events: VolunteerEvent[]): (VolunteerEvent | SeriesDate[])[] {
  const items: (VolunteerEvent | SeriesDate[])[] = [];
  const groups = new Map<string, SeriesDate[]>();
  for (const event of events) {
    if (!event.series) {
      items.push(event);
      continue;
    }
    const group = groups.get(event.series.id);
    if (group) group.push(event as SeriesDate);
    else {
      const made = [event as SeriesDate];
      groups.set(event.series.id, made);
      items.push(made);
    }
  }
  return items;
}
