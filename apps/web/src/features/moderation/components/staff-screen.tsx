import { UserLookupQuerySchema } from '@volunteering/shared/admin-schemas';
import { adminTexts } from '@volunteering/shared/texts/admin';
import { moderationTexts } from '@volunteering/shared/texts/moderation';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { useFindUser, useSetRole, useStaff } from '../api/admin-screens.ts';
import { ReasonField } from './reason-field.tsx';
import type { Shown } from '../../../lib/message-text.ts';

type Person = { id: string; name: string; email: string };
/** A role change waiting for its reason: making someone a moderator, or a member again. */
type Change = { person: Person; role: 'moderator' | 'member' };

/** The admins' screen (issue 16): who moderates, "Make moderator" by e-mail address, "Remove moderator". */
export function StaffScreen() {
  const [change, setChange] = useState<Change | null>(null);
  const [done, setDone] = useState('');
  /** What the dialog open now (or last) does: where focus goes back to depends on it. */
  const opened = useRef<Change['role']>('moderator');
  const emailRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const t = useTexts(adminTexts);

  return (
    <div className="flex flex-col gap-8">
      <AddModerator
        emailRef={emailRef}
        onFound={(person) => {
          setDone('');
          opened.current = 'moderator';
          setChange({ person, role: 'moderator' });
        }}
      />
      {/* Present from the start, so what changed is read out when it changes. */}
      <p role="status" className={done ? 'rounded-box border border-success bg-success/10 p-4 font-medium' : 'sr-only'}>
        {done}
      </p>
      <StaffList
        headingRef={listHeadingRef}
        onRemove={(person) => {
          setDone('');
          opened.current = 'member';
          setChange({ person, role: 'member' });
        }}
      />
      <RoleDialog
        change={change}
        onClose={() => setChange(null)}
        onDone={(finished) => {
          setDone(finished.role === 'moderator' ? t.madeModerator(finished.person.name) : t.removed(finished.person.name));
          if (finished.role === 'moderator' && emailRef.current) emailRef.current.value = '';
        }}
        // "Make moderator" leads back to the address, for the next one. After a removal the row and its
        // button are gone, so focus goes to the list; a removal called off goes back to its button.
        returnFocus={(made) => (opened.current === 'moderator' ? emailRef.current : made ? listHeadingRef.current : null)}
      />
    </div>
  );
}

function AddModerator({ emailRef, onFound }: { emailRef: RefObject<HTMLInputElement | null>; onFound: (person: Person) => void }) {
  const t = useTexts(adminTexts);
  const headingId = useId();
  const fieldId = useId();
  const find = useFindUser();
  const [fieldError, setFieldError] = useState<Shown | undefined>();
  const [note, setNote] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote('');
    const parsed = UserLookupQuerySchema.shape.email.safeParse(emailRef.current?.value ?? '');
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      emailRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    find.mutate(parsed.data, {
      onSuccess: (found) => {
        if (found.role === 'member') onFound(found);
        else setNote(found.role === 'admin' ? t.alreadyAdmin(found.name) : t.alreadyModerator(found.name));
      },
      onError: (error) => {
        // No such account (404) or an address the server refuses (400): said at the field.
        if (!(error instanceof ApiError)) return;
        const message = error.status === 404 ? error : error.errors.find((item) => item.field === 'email');
        if (message) {
          setFieldError(message);
          emailRef.current?.focus();
        }
      },
    });
  }

  const otherFailure = find.isError && !fieldError;
  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {t.addHeading}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start" aria-busy={find.isPending}>
        <FormField id={fieldId} label={t.emailLabel} hint={t.emailHint} error={fieldError} className="flex-1">
          {(control) => (
            <input
              {...control}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="off"
              spellCheck={false}
              className={`input w-full ${fieldError ? 'input-error' : ''}`}
              onChange={() => {
                setFieldError(undefined);
                setNote('');
              }}
            />
          )}
        </FormField>
        <SubmitButton busy={find.isPending} label={t.makeModerator} busyLabel={t.finding} className="sm:mt-6" />
      </form>
      <div role="status">{note && <p className="mt-3 font-medium">{note}</p>}</div>
      {otherFailure && (
        <p role="alert" className="mt-3 font-medium">
          <Message text={find.error} />
        </p>
      )}
    </section>
  );
}

function StaffList({ headingRef, onRemove }: { headingRef: RefObject<HTMLHeadingElement | null>; onRemove: (person: Person) => void }) {
  const t = useTexts(adminTexts);
  const { user } = useAuth();
  const staff = useStaff();
  const headingId = useId();

  let body: ReactNode;
  if (staff.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-4">
        <Spinner />
        {t.staffLoading}
      </p>
    );
  } else if (staff.isError) {
    body = <ErrorState title={t.staffLoadError} error={staff.error} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />;
  } else if (staff.data.length === 0) {
    body = <EmptyState title={t.staffEmptyTitle} body={t.staffEmptyBody} />;
  } else {
    body = (
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {staff.data.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
            <div className="min-w-0">
              <p className="font-semibold">
                {person.name}
                {person.id === user?.id && <span className="font-normal text-base-content/80"> ({t.you})</span>}
              </p>
              <p className="text-sm break-all text-base-content/80">{person.email}</p>
            </div>
            <div className="flex items-center gap-3">
              <span className={`badge ${person.role === 'admin' ? 'badge-neutral' : 'badge-outline'}`}>{t.roles[person.role]}</span>
              {person.role === 'moderator' && (
                <button type="button" className="btn btn-outline btn-sm" aria-label={t.removeLabel(person.name)} onClick={() => onRemove(person)}>
                  {t.removeModerator}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-3 text-xl font-semibold focus:outline-none">
        {t.listHeading}
      </h2>
      {body}
      <p className="mt-3 text-sm text-base-content/80">{t.adminsSetElsewhere}</p>
    </section>
  );
}

type RoleDialogProps = {
  change: Change | null;
  onClose: () => void;
  onDone: (change: Change) => void;
  /** Where focus goes once the dialog closes (null: back to what opened it); `made` once the change is made. */
  returnFocus: (made: boolean) => HTMLElement | null;
};

/** Asks why, then makes the change: every role change is written to the audit log with its reason. */
function RoleDialog({ change, onClose, onDone, returnFocus }: RoleDialogProps) {
  const t = useTexts(adminTexts);
  const m = useTexts(moderationTexts);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const made = useRef(false);
  const setRole = useSetRole();
  const busy = setRole.isPending;

  function close() {
    if (busy) return;
    onClose();
    setReason('');
    setMissing(false);
    setRole.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!change) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    made.current = false;
    setRole.mutate(
      { userId: change.person.id, role: change.role, reason },
      {
        onSuccess: () => {
          made.current = true;
          onDone(change);
          onClose();
          setReason('');
          setRole.reset();
        },
      },
    );
  }

  const making = change?.role === 'moderator';
  const fieldError = missing ? m.giveReason : setRole.error instanceof ApiError ? setRole.error.errors.find((error) => error.field === 'reason') : undefined;
  return (
    <Dialog
      open={change !== null}
      onClose={close}
      title={change ? (making ? t.makeTitle(change.person.name) : t.removeTitle(change.person.name)) : ''}
      icon="question"
      returnFocus={() => {
        const target = returnFocus(made.current);
        made.current = false;
        return target;
      }}
      actions={
        <FormDialogActions
          formId={formId}
          busy={busy}
          done={false}
          onClose={close}
          cancelLabel={m.cancel}
          submitLabel={making ? t.makeModerator : t.removeModerator}
          busyLabel={making ? t.making : t.removing}
          doneLabel={m.close}
        />
      }
    >
      {change && (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4 text-left">
          <p>{making ? t.makeBody(change.person.email) : t.removeBody}</p>
          <ReasonField
            label={m.dismissReason}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setMissing(false);
            }}
            error={fieldError}
          />
          {setRole.isError && !fieldError && (
            <p role="alert" className="font-medium">
              <Message text={setRole.error} />
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
