import type { CheckInList, CheckInResult } from '@volunteering/shared/check-in-schemas';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { formatEventEnd, formatter } from '@volunteering/shared/event-time-format';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useCheckInList } from '../api/check-ins.ts';
import { useDoorQueue, type ScanRequest } from '../use-door-queue.ts';
import { CodeScanner } from './code-scanner.tsx';
import { ApproveAllHours, PersonHours } from './hours-decisions.tsx';
import { SelfCheckInQr } from './self-check-in-qr.tsx';

type Action = 'in' | 'out';
type Last = { kind: 'answer'; result: CheckInResult } | { kind: 'kept' } | null;

/** A value that follows `value` once it has stayed the same for `ms` (the search, as one types). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The organizer's door screen (issue 39), for a phone held in one hand: "Checked in: N of M", check
 * in or out, a participant's code scanned with the camera or typed, or a person found by name; the
 * scans that wait for the network, and the rotating self check-in code.
 */
export function DoorScreen({
  event,
  list,
  shiftId,
  onShift,
}: {
  event: VolunteerEvent;
  list: CheckInList;
  /** The shift checked in for ('': every shift, the server picks the one whose time it is). */
  shiftId: string;
  onShift: (shiftId: string) => void;
}) {
  const t = useTexts(checkInScreenTexts);
  const [action, setAction] = useState<Action>('in');
  const [last, setLast] = useState<Last>(null);
  const [camera, setCamera] = useState(false);
  const [selfCode, setSelfCode] = useState(false);
  const queue = useDoorQueue(event._id, (result) => setLast({ kind: 'answer', result }));

  // A scan names the shift chosen; none chosen, the server takes the one whose time it is.
  const shift = shiftId ? { shiftId } : {};

  async function scan(request: ScanRequest) {
    const left = await queue.scan(request);
    if (left > 0) setLast({ kind: 'kept' });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="min-w-0 space-y-4">
        {event.shifts.length > 0 && <ShiftChoice event={event} shiftId={shiftId} onChange={onShift} />}
        <p role="status" className="text-3xl font-bold tabular-nums">
          {t.count(list.checkedIn, list.total)}
        </p>
        <ActionSwitch action={action} onChange={setAction} />
        <Waiting waiting={queue.waiting} online={queue.online} onSend={() => void queue.flush()} />
        <LastAnswer last={last} />
        <Section heading={t.scanHeading}>
          {camera ? (
            <CodeScanner onCode={(code) => void scan({ code, action, ...shift })} onStop={() => setCamera(false)} />
          ) : (
            <button type="button" className="btn btn-primary btn-lg h-16 w-full text-lg" onClick={() => setCamera(true)}>
              {t.startCamera}
            </button>
          )}
          <CodeEntry onCode={(code) => scan({ code, action, ...shift })} />
        </Section>
        <Section heading={t.selfHeading}>
          <label className="flex min-h-12 cursor-pointer items-center gap-3">
            <input type="checkbox" className="toggle toggle-primary toggle-lg" checked={selfCode} onChange={(e) => setSelfCode(e.target.checked)} />
            {t.selfToggle}
          </label>
          {selfCode && <SelfCheckInQr eventId={event._id} />}
        </Section>
      </div>
      <div className="min-w-0 space-y-4">
        <Section heading={t.searchHeading}>
          <PeopleSearch event={event} shiftId={shiftId} action={action} onPick={(userId) => scan({ userId, action, ...shift })} />
        </Section>
        <Section heading={t.hoursHeading}>
          <ApproveAllHours eventId={event._id} />
        </Section>
      </div>
    </div>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Which shift the door checks in for: its people, its counts; "every shift" lets the time decide. */
function ShiftChoice({ event, shiftId, onChange }: { event: VolunteerEvent; shiftId: string; onChange: (shiftId: string) => void }) {
  const t = useTexts(checkInScreenTexts);
  const { locale } = useLanguage();
  const id = useId();
  const range = useTexts(eventShiftsTexts);
  const when = ({ start, end }: VolunteerEvent['shifts'][number]) =>
    range.timeRange(formatEventEnd(start, start, event.timeZone, locale), formatEventEnd(start, end, event.timeZone, locale));
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t.shiftLabel}
      </label>
      <select id={id} className="select select-lg w-full max-w-full" value={shiftId} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.shiftAll}</option>
        {event.shifts.map((shift) => (
          <option key={shift.id} value={shift.id}>
            {t.shiftOption(shift.title, when(shift))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Check in or check out: what the next scan or pick does. Two big radio buttons. */
function ActionSwitch({ action, onChange }: { action: Action; onChange: (action: Action) => void }) {
  const t = useTexts(checkInScreenTexts);
  const name = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-2 text-sm font-semibold">{t.modeLabel}</legend>
      {(['in', 'out'] as const).map((value) => (
        <label key={value} className={`btn btn-lg h-14 ${action === value ? 'btn-primary' : 'btn-outline'}`}>
          <input type="radio" name={name} value={value} checked={action === value} onChange={() => onChange(value)} className="sr-only" />
          {value === 'in' ? t.modeIn : t.modeOut}
        </label>
      ))}
    </fieldset>
  );
}

/** How many scans wait for the network, and a way to send them now. */
function Waiting({ waiting, online, onSend }: { waiting: number; online: boolean; onSend: () => void }) {
  const t = useTexts(checkInScreenTexts);
  return (
    <div aria-live="polite">
      {(waiting > 0 || !online) && (
        <div className="flex flex-wrap items-center gap-3 rounded-box border border-warning bg-warning/10 p-3">
          <div className="flex-1">
            {waiting > 0 && <p className="font-semibold">{t.waiting(waiting)}</p>}
            {!online && <p className="text-sm">{t.offline}</p>}
          </div>
          {waiting > 0 && (
            <button type="button" className="btn" onClick={onSend}>
              {t.sendNow}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The server's answer to the last scan, or that it was kept for later. */
function LastAnswer({ last }: { last: Last }) {
  const t = useTexts(checkInScreenTexts);
  const tone = !last ? '' : last.kind === 'kept' ? 'border-info bg-info/10' : last.result.success ? 'border-success bg-success/10' : 'border-error bg-error/10';
  return (
    <div role="status" aria-live="polite">
      {last && (
        <p className={`rounded-box border p-3 text-lg font-semibold ${tone}`}>{last.kind === 'kept' ? t.savedOffline : <Message text={last.result} />}</p>
      )}
    </div>
  );
}

/** The code typed (or pasted): the same path as one the camera read. */
function CodeEntry({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const t = useTexts(checkInScreenTexts);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || sending) return;
    setSending(true);
    try {
      await onCode(trimmed);
      setCode('');
    } finally {
      setSending(false);
    }
  }
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t.codeLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input input-lg min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-lg" aria-disabled={sending || undefined}>
          {sending && <Spinner />}
          {t.codeSubmit}
        </button>
      </div>
    </form>
  );
}

/** People found by name, each with a big button that checks them in (or out). */
function PeopleSearch({
  event,
  shiftId,
  action,
  onPick,
}: {
  event: VolunteerEvent;
  shiftId: string;
  action: Action;
  onPick: (userId: string) => Promise<void>;
}) {
  const t = useTexts(checkInScreenTexts);
  const { locale } = useLanguage();
  const [q, setQ] = useState('');
  const settled = useSettled(q.trim(), 250);
  const found = useCheckInList(event._id, settled, shiftId);
  const [picking, setPicking] = useState<string | null>(null);
  const id = useId();
  const time = (iso: string) => formatter({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, event.timeZone, locale).format(new Date(iso));

  async function pick(userId: string) {
    setPicking(userId);
    try {
      await onPick(userId);
    } finally {
      setPicking(null);
    }
  }

  let results;
  if (found.isPending) {
    results = <div aria-hidden="true" className="skeleton h-40 w-full" />;
  } else if (found.isError && !found.data) {
    results = <ErrorState title={t.loadFailed} error={found.error} onRetry={() => found.refetch()} retrying={found.isFetching} />;
  } else if (found.data.people.length === 0) {
    results = <p className="py-4 text-base-content/80">{settled ? t.searchEmpty : t.peopleEmpty}</p>;
  } else {
    results = (
      <ul className="divide-y divide-base-300" aria-busy={found.isFetching || undefined}>
        {found.data.people.map((person) => {
          const label = action === 'in' ? t.checkInPerson(person.name) : t.checkOutPerson(person.name);
          return (
            <li key={`${person.userId}:${person.shiftId ?? ''}`} className="flex items-start gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{person.name}</p>
                <p className="text-sm text-base-content/80">
                  {!shiftId && person.shiftId && `${event.shifts.find((shift) => shift.id === person.shiftId)?.title ?? ''} · `}
                  {person.outAt ? t.outAt(time(person.outAt)) : person.inAt ? t.inAt(time(person.inAt)) : t.notYet}
                </p>
                {person.hours && <PersonHours eventId={event._id} name={person.name} hours={person.hours} />}
              </div>
              <button
                type="button"
                className={`btn btn-lg h-14 min-w-28 ${action === 'in' ? 'btn-primary' : 'btn-secondary'}`}
                aria-label={label}
                aria-disabled={picking !== null || undefined}
                onClick={() => picking === null && void pick(person.userId)}
              >
                {picking === person.userId && <Spinner />}
                {action === 'in' ? t.modeIn : t.modeOut}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold">
        {t.searchLabel}
      </label>
      <input id={id} type="search" className="input input-lg w-full" placeholder={t.searchPlaceholder} value={q} onChange={(e) => setQ(e.target.value)} />
      {results}
    </div>
  );
}
