import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

/** Following (issue 18): only events of the organizations I follow; for a signed-in visitor only. */
export function FollowingToggle({ pressed, onChange }: { pressed: boolean; onChange: (following: boolean) => void }) {
  const t = useTexts(organizationEventsTexts);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={t.followingHint}
      className={`btn gap-2 ${pressed ? 'btn-primary' : ''}`}
      onClick={() => onChange(!pressed)}
    >
      <StrokeIcon className="size-5" d="M12 20.5s-8-4.7-8-10.6A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 8 2.7c0 5.9-8 10.6-8 10.6Z" />
      <span className="sr-only sm:not-sr-only">{t.following}</span>
    </button>
  );
}
