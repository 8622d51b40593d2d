import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { useTexts } from '../../../lib/i18n.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

const ICON_MEGAPHONE = 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12.5-3.5a6 6 0 0 1 0 9M18.5 5a9.5 9.5 0 0 1 0 14';

/** Announcements the volunteer has not seen yet; the words carry the meaning, the colour only adds to it. */
export function UnreadAnnouncementsBadge({ count }: { count: number | undefined }) {
  const text = useTexts(announcementsTexts);
  if (!count) return null;
  return (
    <span className="badge gap-1 border-amber-700 bg-amber-100 font-medium text-amber-950 dark:border-amber-300 dark:bg-amber-900/60 dark:text-amber-50">
      <StrokeIcon className="size-3.5" d={ICON_MEGAPHONE} />
      {text.unread(count)}
    </span>
  );
}
