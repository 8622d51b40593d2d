import { PAGES, pagePath } from '@volunteering/shared/pages';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { CHECK_IN_OPENS_MINUTES } from '@volunteering/shared/check-in-schemas';
import { useState } from 'react';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useEvent } from '../../features/event-details/api/get-event.ts';
import { useCheckInList } from '../../features/check-in/api/check-ins.ts';
import { DoorScreen } from '../../features/check-in/components/door-screen.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTexts } from '../../lib/i18n.tsx';
import { Link, useParams } from '../../lib/router.tsx';

/** The shift whose door is open now (from 30 minutes before its start to its end), else none: every shift. */
function shiftOnNow(event: VolunteerEvent | undefined): string {
  const now = Date.now();
  const open = event?.shifts.find((shift) => Date.parse(shift.start) - CHECK_IN_OPENS_MINUTES * 60_000 <= now && now <= Date.parse(shift.end));
  return open?.id ?? '';
}

/** The organizers' door screen of an event (issue 39): check-in and check-out, on a phone at the gate; with shifts, one shift at a time. */
export function CheckInRoute() {
  const t = useTexts(checkInScreenTexts);
  const { id } = useParams<typeof PAGES.checkIn.path>();
  const event = useEvent(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const shiftId = chosen ?? shiftOnNow(event.data);
  const list = useCheckInList(id, '', shiftId);
  const refused = list.error instanceof ApiError && list.error.status === 403;
  const missing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

  let content;
  if (missing(event.error) || missing(list.error)) {
    content = <p>{t.notFound}</p>;
  } else if (refused) {
    content = (
      <p role="alert" className="rounded-box border border-warning bg-warning/10 p-4">
        {t.organizersOnly}
      </p>
    );
  } else if (event.isError || (list.isError && !list.data)) {
    const error = (event.error ?? list.error)!;
    content = (
      <ErrorState
        title={t.loadFailed}
        error={error}
        onRetry={() => void Promise.all([event.refetch(), list.refetch()])}
        retrying={event.isFetching || list.isFetching}
      />
    );
  } else if (!event.data || !list.data) {
    content = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t.loading}</span>
        <div aria-hidden="true" className="skeleton h-9 w-2/3" />
        <div aria-hidden="true" className="skeleton h-14 w-full" />
        <div aria-hidden="true" className="skeleton h-64 w-full" />
      </div>
    );
  } else {
    content = <DoorScreen event={event.data} list={list.data} shiftId={shiftId} onShift={setChosen} />;
  }

  return (
    <div className="mx-auto max-w-xl lg:max-w-5xl">
      <title>{t.pageTitle}</title>
      <Link to={pagePath('eventDetails', { id })} className="link link-hover text-sm">
        ← {t.toEvent}
      </Link>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t.heading}</h1>
      {event.data && <p className="mb-4 break-words text-base-content/80">{event.data.title}</p>}
      <div className="mt-4">{content}</div>
    </div>
  );
}
