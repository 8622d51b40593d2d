import { useQueryClient } from '@tanstack/react-query';
import { waitlistTexts } from '@volunteering/shared/texts/waitlist';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useRef, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { getMyWaitlistQueryOptions, useMyWaitlist } from '../api/get-my-waitlist.ts';
import { useLeaveWaitlist } from '../../../lib/participation-api.ts';
import { pagePath } from '@volunteering/shared/pages';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import { Message } from '../../../components/ui/message.tsx';

/** The full events the user waits for, their place in each, and a way out of each queue. */
export function MyWaitlistSection() {
  const text = useTexts(waitlistTexts);
  const { locale } = useLanguage();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const heading = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<Shown | null>(null);
  const { queryKey } = getMyWaitlistQueryOptions(user?.email ?? '');

  function leaveOne(eventId: string) {
    setFailure(null);
    leave.mutate(eventId, {
      onSuccess: () => {
        queryClient.setQueryData(queryKey, (list) => list?.filter((entry) => entry.event._id !== eventId));
        // The Leave button went with its row: focus returns to the section.
        requestAnimationFrame(() => heading.current?.focus());
      },
      onError: (error) => setFailure(error),
    });
  }

  let content;
  if (query.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 text-base-content/80">
        <Spinner />
        {text.sectionLoading}
      </p>
    );
  } else if (query.error) {
    content = <ErrorState title={text.sectionError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.length === 0) {
    content = <p className="text-base-content/80">{text.sectionEmpty}</p>;
  } else {
    content = (
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {query.data.map(({ event, position }) => {
          const leaving = leave.isPending && leave.variables === event._id;
          return (
            <li key={event._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <Link to={pagePath('eventDetails', { id: event._id })} className="link link-hover font-semibold">
                  {event.title}
                </Link>
                <p className="text-sm text-base-content/80">
                  <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone, locale)}</time> · {event.location}
                </p>
              </div>
              <span className="badge badge-ghost shrink-0 font-semibold">{text.place(position)}</span>
              <button
                type="button"
                className="btn btn-outline btn-sm shrink-0"
                aria-disabled={leave.isPending}
                onClick={() => !leave.isPending && leaveOne(event._id)}
              >
                {leaving && <Spinner size="xs" />}
                {text.leave}
                <span className="sr-only">{text.leaveFor(event.title)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="waitlist-heading" className="mt-12 space-y-3">
      <div>
        <h2 id="waitlist-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {text.sectionHeading}
        </h2>
        <p className="text-sm text-base-content/80">{text.sectionIntro}</p>
      </div>
      {failure && (
        <p role="alert" className="rounded-box border border-error bg-error/10 p-3">
          <Message text={failure} />
        </p>
      )}
      {content}
    </section>
  );
}
