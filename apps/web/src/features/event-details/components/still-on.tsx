// "Still on?" (issue 40): the mail's link opens the date's page with its token; the organizer sees
// the date and one button, without signing in (opening the link confirms nothing), then the answer.
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { seriesScreensTexts } from '@volunteering/shared/texts/series-screens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiRequest, failureMessage } from '../../../lib/api-client.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';

type Asked = { _id: string; title: string; date: string; confirmed: boolean };
const path = (token: string) => `/series/still-on/${encodeURIComponent(token)}`;

export function StillOn({ token, event }: { token: string; event: VolunteerEvent }) {
  const t = useTexts(seriesScreensTexts).stillOn;
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  // Not under 'events': the token is the proof, whoever is signed in.
  const asked = useQuery({
    queryKey: ['still-on', token],
    queryFn: async ({ signal }) => (await apiRequest<Asked>(path(token), { signal })).data,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: async () => (await apiRequest<ApiMessage & { success: boolean }>(path(token), { method: 'POST', body: {} })).data,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['still-on', token] }), queryClient.invalidateQueries({ queryKey: ['events'] })]),
  });
  const box = useRef<HTMLElement>(null);
  // The organizer came for this: it is where the page starts.
  useEffect(() => box.current?.scrollIntoView({ block: 'center' }), []);

  let body;
  if (asked.isPending) body = <p className="text-sm">{t.loading}</p>;
  else if (asked.isError) {
    body = (
      <p role="alert" className="text-sm">
        <Message text={failureMessage(asked.error)} />
      </p>
    );
  } else if (answer.data || asked.data.confirmed) {
    body = (
      <p role="status" className="font-semibold">
        {answer.data ? <Message text={answer.data} /> : t.already}
      </p>
    );
  } else {
    const when = formatEventDateTime(asked.data.date, event.timeZone, locale);
    body = (
      <>
        <p>{t.body(asked.data.title, when)}</p>
        {answer.isError && (
          <p role="alert" className="text-sm">
            <Message text={failureMessage(answer.error)} />
          </p>
        )}
        <div>
          <button type="button" className="btn btn-primary" disabled={answer.isPending} onClick={() => answer.mutate()}>
            {answer.isPending && <Spinner size="xs" />}
            {t.confirm}
          </button>
        </div>
        <p className="text-sm text-base-content/80">{t.notOn}</p>
      </>
    );
  }
  return (
    <section
      ref={box}
      aria-labelledby="still-on-heading"
      className="mb-4 flex flex-col gap-3 rounded-box border-2 border-warning bg-warning/10 p-4"
      data-testid="still-on"
    >
      <h2 id="still-on-heading" className="text-lg font-semibold">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}
