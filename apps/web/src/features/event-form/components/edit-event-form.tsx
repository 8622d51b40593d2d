import type { EditEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useState } from 'react';
import { useEditSeriesDate, useSeriesOfDate, type SeriesScope } from '../api/edit-series.ts';
import { SeriesScopeField } from './series-scope-field.tsx';
import { StillOnField } from './still-on-field.tsx';
import { useEditEventForm } from '../hooks/use-event-form.ts';
import { usePublishAs } from '../hooks/use-publish-as.ts';
import { PublishAsField } from './publish-as-field.tsx';
import { showServerFieldErrors } from './server-field-errors.ts';
import { EventForm } from './event-form.tsx';

type EditEventFormProps = {
  event: VolunteerEvent;
  /** Receives the event as the server saved it, and what an edit of a series' dates did. */
  onSaved: (updated: VolunteerEvent, series?: ApiMessage) => void;
  onCancel: () => void;
};

/**
 * The body of the 'Edit Event' dialog (the dialog itself belongs to the page that opens it): the
 * edit rules of spec section 5, PATCH /api/events/my-events/{id}, and on failure the spec's
 * inline message while the form stays open with the input kept.
 */
export function EditEventForm({ event, onSaved, onCancel }: EditEventFormProps) {
  const t = useTexts(eventFormTexts);
  const form = useEditEventForm(event);
  const mutation = useEditSeriesDate();
  // A date of a series (issue 40): this date alone unless the organizer says otherwise.
  const [scope, setScope] = useState<SeriesScope>('date');
  // Its "Still on?" days (0: not asked), for "This and following" and "All future dates"; sent only once changed.
  const series = useSeriesOfDate(event.series?.id);
  const savedStillOn = series.data?.confirmDaysBefore ?? 0;
  const [stillOn, setStillOn] = useState<number | undefined>(undefined);
  const { user } = useAuth();
  const saved = event.organization;
  const publishAs = usePublishAs(form, saved, user?.name ?? '');
  // `addedBy` is the maker's address: an organization's event someone else made goes back to them, not to me.
  const madeByMe = !saved || event.addedBy === user?.email;

  function submit(values: EditEventInput) {
    // Sent only when changed ('' moves it back to the person who made it); left out, it stays where it is.
    const organizationId = publishAs.value === (saved?.id ?? '') ? undefined : publishAs.value || null;
    publishAs.clearError();
    mutation.mutate(
      {
        event,
        input: { ...values, organizationId },
        scope,
        confirmDaysBefore: stillOn === undefined || stillOn === savedStillOn ? undefined : stillOn || null,
      },
      {
        onSuccess: (saved) => onSaved(saved.event, saved.message ?? undefined),
        onError: (error) => {
          if (!publishAs.refused(error, organizationId)) showServerFieldErrors(form)(error);
        },
      },
    );
  }

  return (
    <EventForm
      form={form}
      onSubmit={submit}
      busy={mutation.isPending}
      purpose="edit"
      // People who joined the event as a whole have no shift: it cannot be split now (the server's rule too).
      shifts={{ saved: event.shifts, closed: event.shifts.length === 0 && event.volunteersJoined > 0 }}
      series={
        event.series
          ? (idPrefix) => (
              <SeriesScopeField idPrefix={idPrefix} value={scope} onChange={setScope}>
                {scope !== 'date' && series.data && <StillOnField idPrefix={idPrefix} days={stillOn ?? savedStillOn} onChange={setStillOn} />}
              </SeriesScopeField>
            )
          : undefined
      }
      publishAs={
        <PublishAsField id={publishAs.id} value={publishAs.value} onChange={publishAs.choose} current={saved} offerMyself={madeByMe} error={publishAs.error} />
      }
      error={mutation.isError && !publishAs.error && t.updateFailed}
      secondaryAction={
        <button type="button" className="btn" onClick={onCancel} disabled={mutation.isPending}>
          {t.cancel}
        </button>
      }
    />
  );
}
