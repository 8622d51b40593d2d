import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { hiddenEventTexts } from '@volunteering/shared/texts/hidden-events';
import { useTexts } from '../../lib/i18n.tsx';

/** On a hidden event's page, for its organizer and the moderators: why nobody else sees it (issue 16). */
export function HiddenNotice({ hidden }: { hidden: NonNullable<VolunteerEvent['hidden']> }) {
  const t = useTexts(hiddenEventTexts);
  return (
    <div className="mb-6 rounded-box border border-warning bg-warning/10 p-4">
      <p className="font-semibold">{t.notice[hidden.kind]}</p>
      {hidden.reason && <p className="mt-1">{t.why(hidden.reason)}</p>}
    </div>
  );
}

/** On the organizer's own card of a hidden event: out of the lists, and why in a word. */
export function HiddenBadge({ kind }: { kind: NonNullable<VolunteerEvent['hidden']>['kind'] }) {
  const t = useTexts(hiddenEventTexts);
  return <span className="badge badge-warning">{t.kinds[kind]}</span>;
}
