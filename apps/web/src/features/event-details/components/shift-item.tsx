import type { EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { useId } from 'react';
import { ShiftTime } from '../../../components/events/shift-time.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useNow } from '../../../lib/use-now.ts';
import type { ShiftAction } from '../api/shift-actions.ts';
import { noteAttribute, useShiftActions } from './shift-actions-context.tsx';
import { clashOf, freePlaces } from './shift-places.ts';

const CHECK = 'M5 13l4 4L19 7';
const CLOCK = 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z';
const LOCK = 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Z';
const CLASH = 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z';

/** `compact`: a block of the desktop's timeline, narrow, its day shown by the hour marks. */
type Variant = 'list' | 'compact';

function ActionButton({
  shift,
  action,
  label,
  name,
  primary = false,
  compact,
  describedBy,
  unavailable = false,
}: {
  shift: EventShift;
  action: ShiftAction;
  label: string;
  /** The button's name for screen readers: the visible words and the shift's role. */
  name: string;
  primary?: boolean;
  compact: boolean;
  describedBy?: string;
  /** Shown and focusable, with the reason beside it (describedBy), but it does nothing. */
  unavailable?: boolean;
}) {
  const { act, pending } = useShiftActions();
  const busy = pending?.shiftId === shift.id && pending.action === action;
  const blocked = unavailable || pending !== null;
  return (
    <button
      type="button"
      className={`btn ${primary ? 'btn-primary' : 'btn-outline'} ${compact ? 'btn-sm w-full' : 'w-full sm:w-auto'}`}
      aria-label={name}
      aria-describedby={describedBy}
      // Not `disabled`: that would drop focus, and hide the reason from the keyboard.
      aria-disabled={blocked || undefined}
      onClick={() => !blocked && act(shift, action)}
    >
      {busy && <Spinner />}
      {label}
    </button>
  );
}

/** "A place is held for you until …", with its two answers: in the shift, and at the top of the page. */
export function OfferAnswers({ shift, compact = false }: { shift: EventShift; compact?: boolean }) {
  const t = useTexts(eventShiftsTexts);
  return (
    <div className={`flex gap-2 ${compact ? 'flex-col' : 'flex-col sm:flex-row'}`}>
      <ActionButton shift={shift} action="accept" label={t.accept} name={t.acceptIn(shift.title)} primary compact={compact} />
      <ActionButton shift={shift} action="decline" label={t.decline} name={t.declineIn(shift.title)} compact={compact} />
    </div>
  );
}

function Note({ icon, tone, children, id }: { icon: string; tone: string; children: React.ReactNode; id?: string }) {
  return (
    <p id={id} className="flex items-start gap-2 text-sm font-medium">
      <StrokeIcon className={`mt-0.5 size-4 shrink-0 ${tone}`} d={icon} />
      <span>{children}</span>
    </p>
  );
}

/** What the visitor can do in the shift, or why not, by the first that holds. */
function ShiftState({ shift, event, compact }: { shift: EventShift; event: VolunteerEvent; compact: boolean }) {
  const t = useTexts(eventShiftsTexts);
  const { locale } = useLanguage();
  const now = useNow();
  const reasonId = useId();
  const mine = (event.myShifts ?? []).includes(shift.id);
  const wait = event.myShiftWaits?.find((entry) => entry.shiftId === shift.id);
  const closed = event.status === 'cancelled' || event.hidden !== undefined;
  const ended = Date.parse(shift.end) <= now;

  if (mine) {
    return (
      <div className="space-y-2">
        <Note icon={CHECK} tone="text-success">
          {t.youAreIn}
        </Note>
        {!ended && !closed && <ActionButton shift={shift} action="leave" label={t.leave} name={t.leaveShift(shift.title)} compact={compact} />}
      </div>
    );
  }
  if (closed) return null;
  if (ended)
    return (
      <Note icon={CLOCK} tone="text-base-content/70">
        {t.ended}
      </Note>
    );
  if (wait?.offerUntil) {
    return (
      <div className="space-y-2 rounded-box border border-info bg-info/10 p-3">
        <p className="font-semibold">{t.offerHeld(formatEventDateTime(wait.offerUntil, event.timeZone, locale))}</p>
        <p className="text-sm">{t.offerBody}</p>
        <OfferAnswers shift={shift} compact={compact} />
      </div>
    );
  }
  if (wait) {
    return (
      <div className="space-y-2">
        <Note icon={CLOCK} tone="text-info">
          {t.position(wait.position)}
        </Note>
        <p className="text-sm text-base-content/80">{t.positionBody}</p>
        <ActionButton shift={shift} action="leaveWaitlist" label={t.leaveWaitlist} name={t.leaveWaitlistOf(shift.title)} compact={compact} />
      </div>
    );
  }
  if (shift.restricted)
    return (
      <Note icon={LOCK} tone="text-base-content/70">
        {t.restricted}
      </Note>
    );
  // Those who manage the event put people in from its organizing panel.
  if (event.canManage) return null;
  const clash = clashOf(shift, event);
  if (clash) {
    return (
      <div className="space-y-2">
        <Note id={reasonId} icon={CLASH} tone="text-warning">
          {t.overlaps(clash.title)}
        </Note>
        <ActionButton shift={shift} action="join" label={t.join} name={t.joinShift(shift.title)} compact={compact} describedBy={reasonId} unavailable />
      </div>
    );
  }
  if (freePlaces(shift) === 0) {
    return <ActionButton shift={shift} action="waitlist" label={t.joinWaitlist} name={t.joinWaitlistOf(shift.title)} primary compact={compact} />;
  }
  return <ActionButton shift={shift} action="join" label={t.join} name={t.joinShift(shift.title)} primary compact={compact} />;
}

/** A shift's role, time, places (in words and as a bar), and what the visitor can do in it. */
export function ShiftItem({ shift, event, variant }: { shift: EventShift; event: VolunteerEvent; variant: Variant }) {
  const t = useTexts(eventShiftsTexts);
  const { notes } = useShiftActions();
  const titleId = useId();
  const placesId = useId();
  const compact = variant === 'compact';
  const note = notes[shift.id];
  const full = freePlaces(shift) === 0;

  return (
    <article aria-labelledby={titleId} className="space-y-2">
      <div>
        <h3 id={titleId} className={`font-bold break-words ${compact ? 'text-base' : 'text-lg'}`}>
          {shift.title}
        </h3>
        <p className="text-sm text-base-content/80">
          <ShiftTime shift={shift} timeZone={event.timeZone} timeOnly={compact} />
        </p>
      </div>
      {shift.description && <p className="text-sm break-words whitespace-pre-line">{shift.description}</p>}
      <div className="space-y-1">
        <p id={placesId} className="flex flex-wrap items-center gap-x-2 text-sm">
          <span>{t.places(shift.joined, shift.capacity)}</span>
          {full && <span className="badge badge-sm badge-warning font-semibold">{t.full}</span>}
        </p>
        {/* The places taken, as the words say; a held place is said on its own line. */}
        <progress className="progress progress-primary w-full" value={Math.min(shift.joined, shift.capacity)} max={shift.capacity} aria-labelledby={placesId} />
        {shift.held > 0 && <p className="text-xs text-base-content/80">{t.held(shift.held)}</p>}
        {shift.waitlisted > 0 && <p className="text-xs text-base-content/80">{t.waiting(shift.waitlisted)}</p>}
      </div>
      <ShiftState shift={shift} event={event} compact={compact} />
      {note && (
        <p
          {...{ [noteAttribute]: shift.id }}
          tabIndex={-1}
          role={note.ok ? 'status' : 'alert'}
          className={`rounded-box p-2 text-sm ${note.ok ? 'bg-success/10' : 'border border-error bg-error/10'}`}
        >
          <Message text={note.shown} />
        </p>
      )}
    </article>
  );
}
