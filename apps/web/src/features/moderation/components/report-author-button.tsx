import { announcementsTexts } from '@volunteering/shared/texts/announcements';
import { useTexts } from '../../../lib/i18n.tsx';
import { ReportButton } from './report-button.tsx';

/** "Report" on an announcement (issue 16): reports the organizer who wrote it, as a user. */
export function ReportAuthorButton({ authorId, organizer }: { authorId: string; organizer: string }) {
  const t = useTexts(announcementsTexts);
  return (
    <ReportButton
      targetType="user"
      targetId={authorId}
      name={t.announcementAuthor(organizer)}
      label={t.reportAnnouncement}
      ariaLabel={t.reportAnnouncementLabel}
    />
  );
}
