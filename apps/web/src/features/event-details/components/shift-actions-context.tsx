import type { EventShift, VolunteerEvent } from '@volunteering/shared/event-schemas';
import { eventShiftsTexts } from '@volunteering/shared/texts/event-shifts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { failureMessage } from '../../../lib/api-client.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import type { Shown } from '../../../lib/message-text.ts';
import { useShiftAction, type ShiftAction } from '../api/shift-actions.ts';
import { LoginPromptDialog } from './login-prompt-dialog.tsx';

/** What the last action in a shift ended in, shown beside it: the server's words, or ours. */
export type ShiftNote = { shown: Shown; ok: boolean };

type ShiftActions = {
  act: (shift: EventShift, action: ShiftAction) => void;
  /** The shift whose action is under way, if any: one at a time on the page. */
  pending: { shiftId: string; action: ShiftAction } | null;
  notes: Record<string, ShiftNote>;
};

const Context = createContext<ShiftActions | null>(null);

export function useShiftActions(): ShiftActions {
  const actions = useContext(Context);
  if (!actions) throw new Error('useShiftActions outside ShiftActionsProvider');
  return actions;
}

/** Where a shift's note is, for focus: the list's or the timeline's, whichever the width shows. */
export const noteAttribute = 'data-shift-note';

/**
 * The actions of an event's shifts, shared by the shifts' list, their timeline and the offer at
 * the top of the page: each shift's note, the one action under way, "Please Log In" and the
 * question before leaving a shift. Once an answer is shown, focus goes to it (the button pressed
 * has usually gone: Join becomes Leave).
 */
export function ShiftActionsProvider({ event, children }: { event: VolunteerEvent; children: ReactNode }) {
  const t = useTexts(eventShiftsTexts);
  const { user } = useAuth();
  const mutation = useShiftAction(event._id);
  const [notes, setNotes] = useState<Record<string, ShiftNote>>({});
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'login' | 'leave' | null>(null);
  // Kept once the question has closed, so its title stays while it fades.
  const [leaving, setLeaving] = useState<EventShift | null>(null);
  const close = () => setDialog(null);

  useEffect(() => {
    if (!focusOn) return;
    setFocusOn(null);
    const shown = [...document.querySelectorAll<HTMLElement>(`[${noteAttribute}="${CSS.escape(focusOn)}"]`)].find((note) => note.getClientRects().length > 0);
    shown?.focus();
  }, [focusOn, notes]);

  function run(shift: EventShift, action: ShiftAction) {
    if (mutation.isPending) return;
    setNotes(({ [shift.id]: _, ...rest }) => rest);
    const noted = (note: ShiftNote) => {
      setNotes((old) => ({ ...old, [shift.id]: note }));
      setFocusOn(shift.id);
    };
    mutation.mutate(
      { shiftId: shift.id, action },
      {
        onSuccess: (result) => noted({ shown: result.message ? result : t.done, ok: result.success }),
        onError: (error) => noted({ shown: failureMessage(error), ok: false }),
      },
    );
  }

  function act(shift: EventShift, action: ShiftAction) {
    if (!user) return setDialog('login');
    if (action === 'leave') {
      setLeaving(shift);
      return setDialog('leave');
    }
    run(shift, action);
  }

  const pending = mutation.isPending ? mutation.variables : null;
  return (
    <Context.Provider value={{ act, pending, notes }}>
      {children}
      <LoginPromptDialog open={dialog === 'login'} onClose={close} eventId={event._id} body={t.loginBody} />
      <Dialog
        open={dialog === 'leave'}
        onClose={close}
        icon="question"
        title={t.leaveTitle(leaving?.title ?? '')}
        actions={
          <>
            <button
              type="button"
              className="btn btn-error"
              onClick={() => {
                close();
                if (leaving) run(leaving, 'leave');
              }}
            >
              {t.leaveYes}
            </button>
            <button type="button" className="btn" data-autofocus onClick={close}>
              {t.leaveNo}
            </button>
          </>
        }
      >
        <p>{t.leaveBody}</p>
      </Dialog>
    </Context.Provider>
  );
}
