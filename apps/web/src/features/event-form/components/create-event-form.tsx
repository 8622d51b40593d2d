import type { CreateEventInput, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { useMessageText } from '../../../lib/message-text.ts';
import { useServerRender } from '../../../lib/server-render.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { emptyEventFormValues, suggestedRows, useCreateEventForm } from '../hooks/use-event-form.ts';
import { useEventDefaults } from '../api/get-event-defaults.ts';
import { usePublishAs } from '../hooks/use-publish-as.ts';
import { PublishAsField } from './publish-as-field.tsx';
import { showServerFieldErrors } from './server-field-errors.ts';
import { EventCreatedDialog } from './event-created-dialog.tsx';
import { EventForm } from './event-form.tsx';
import { useNavigate } from '../../../lib/router.tsx';
import { pagePath } from '@volunteering/shared/pages';
import { wallTimeOf } from '@volunteering/shared/event-time';
import { useCreateSeries } from '../api/create-series.ts';
import { noRepeat, recurrenceOf, type RepeatChoice } from './repeats.ts';

// "Repeats" and its preview come with the create page only, not the edit dialog.
const RepeatsField = lazy(async () => ({ default: (await import('./repeats-field.tsx')).RepeatsField }));

export function CreateEventForm({ organizer }: { organizer: string }) {
  const t = useTexts(eventFormTexts);
  // The zone of the organizer's last event, else the server's default (decision 054); the server's
  // markup, and a form drawn before the answer, start in DEFAULT_TIME_ZONE, and take the answer
  // while nobody has chosen another.
  const defaults = useEventDefaults();
  const hydrating = useServerRender() !== null;
  const form = useCreateEventForm(organizer, t, hydrating ? undefined : defaults.data?.timeZone);
  const defaultZone = defaults.data?.timeZone;
  useEffect(() => {
    if (defaultZone && form.getValues('timeZone') !== defaultZone && !form.getFieldState('timeZone').isDirty)
      form.resetField('timeZone', { defaultValue: defaultZone });
  }, [form, defaultZone]);
  // Suggestions as they were offered follow the page's language; rows the organizer changed stay theirs.
  const offeredIn = useRef(t);
  useEffect(() => {
    if (offeredIn.current === t) return;
    const [offered, next] = [suggestedRows(offeredIn.current), suggestedRows(t)];
    for (const name of ['highlights', 'faqs'] as const) {
      if (JSON.stringify(form.getValues(name)) === JSON.stringify(offered[name])) form.resetField(name, { defaultValue: next[name] });
    }
    offeredIn.current = t;
  }, [form, t]);
  const single = useCreateEvent();
  const series = useCreateSeries();
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const navigate = useNavigate();
  const repeating = repeat.kind !== 'never';
  const mutation = repeating ? series : single;
  // The server's reason, in the page's language when it is one of our texts.
  const failure = useMessageText(mutation.error);
  const [created, setCreated] = useState<VolunteerEvent | null>(null);
  const publishAs = usePublishAs(form, undefined, organizer);

  function submit(values: CreateEventInput) {
    // Left out for myself, as before organizations.
    const input = { ...values, organizationId: publishAs.value || undefined };
    publishAs.clearError();
    const onError = (error: Error) => {
      if (!publishAs.refused(error, input.organizationId)) showServerFieldErrors(form)(error);
    };
    const zone = input.timeZone ?? form.getValues('timeZone');
    // The rule from the first start as the event's clock reads it.
    const recurrence = repeating ? recurrenceOf(repeat, wallTimeOf(new Date(input.date), zone)) : null;
    if (recurrence) {
      // A series goes to its first date's page.
      series.mutate(
        { event: input, recurrence, ...(repeat.confirmDays ? { confirmDaysBefore: repeat.confirmDays } : {}) },
        { onSuccess: (made) => navigate(pagePath('eventDetails', { id: made.dates[0]!._id })), onError },
      );
      return;
    }
    single.mutate(input, {
      onSuccess: (event) => {
        // A group publishing several events keeps publishing as the group; the next event starts in this one's zone.
        form.reset({ ...emptyEventFormValues(organizer, t, event.timeZone), organizer: form.getValues('organizer') });
        setCreated(event);
      },
      onError,
    });
  }

  return (
    <>
      <EventForm
        form={form}
        onSubmit={submit}
        busy={mutation.isPending}
        purpose="create"
        series={(idPrefix) => (
          <Suspense fallback={null}>
            <RepeatsField idPrefix={idPrefix} value={repeat} onChange={setRepeat} />
          </Suspense>
        )}
        publishAs={<PublishAsField id={publishAs.id} value={publishAs.value} onChange={publishAs.choose} error={publishAs.error} alwaysShown />}
        error={
          mutation.isError &&
          !publishAs.error && (
            <span>
              <strong>{t.createFailed}</strong> {failure}
            </span>
          )
        }
      />
      <EventCreatedDialog
        event={created}
        onClose={() => {
          setCreated(null);
          single.reset();
        }}
      />
    </>
  );
}
