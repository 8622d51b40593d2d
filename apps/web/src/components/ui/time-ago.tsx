import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { formatTimeAgo } from '@volunteering/shared/time-ago';
import { useLanguage } from '../../lib/i18n.tsx';
import { useViewerTimeZone } from '../../lib/viewer-time-zone.ts';
import { useNow } from '../../lib/use-now.ts';

/**
 * When something was posted or someone joined (issue 37): how long ago ("5 minutes ago"), renewed
 * each minute, with the full time in the viewer's zone and its label on hover. Not an event's time:
 * those are on the event's clock.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const { locale } = useLanguage();
  const now = useNow();
  const timeZone = useViewerTimeZone();
  return (
    <time dateTime={iso} title={formatEventDateTime(iso, timeZone, locale)}>
      {formatTimeAgo(iso, now, locale)}
    </time>
  );
}
