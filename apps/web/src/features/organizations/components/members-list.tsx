import { dateTimeFormat } from '@volunteering/shared/intl-formats';
import { ORGANIZATION_ROLES, type Member, type OrganizationRole } from '@volunteering/shared/organization-schemas';
import { failureMessage } from '../../../lib/api-client.ts';
import type { Shown } from '../../../lib/message-text.ts';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Initials } from '../../../components/ui/initials.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useChangeRole, useMembers, useRemoveMember } from '../api/members.ts';

type Note = { userId: string; text: Shown; failed: boolean };

/** The members, owners first; an owner changes roles (a select each) and removes (confirmed). */
export function MembersList({ slug, isOwner }: { slug: string; isOwner: boolean }) {
  const t = useTexts(organizationsTexts);
  const { user } = useAuth();
  const query = useMembers(slug);
  const changeRole = useChangeRole(slug);
  const [note, setNote] = useState<Note | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          {t.loadingMembers}
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="skeleton h-16 rounded-box" />
        ))}
      </div>
    );
  }
  if (query.error) return <ErrorState title={t.membersLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  const change = (member: Member, role: OrganizationRole) => {
    setNote(null);
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => setNote({ userId: member.userId, text: t.roleChanged(member.name, t.roles[role]), failed: false }),
        onError: (error) => setNote({ userId: member.userId, text: failureMessage(error), failed: true }),
      },
    );
  };

  return (
    <>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {query.data.map((member) => {
          const me = member.userId === user?.id;
          const busy = changeRole.isPending && changeRole.variables?.userId === member.userId;
          return (
            <li key={member.userId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {member.image ? (
                  <img src={member.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
                ) : (
                  <Initials name={member.name} seed={member.userId} className="size-10" />
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold">
                    {member.name}
                    {me && <span className="font-normal text-base-content/80"> ({t.you})</span>}
                  </p>
                  {member.email && <p className="truncate text-sm text-base-content/80">{member.email}</p>}
                  <MemberSince iso={member.addedAt} />
                </div>
              </div>
              {isOwner ? (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`role-${member.userId}`}>
                    {t.roleOf(member.name)}
                  </label>
                  <select
                    id={`role-${member.userId}`}
                    className="select select-sm w-36"
                    value={member.role}
                    disabled={busy}
                    onChange={(event) => change(member, event.target.value as OrganizationRole)}
                  >
                    {ORGANIZATION_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t.roles[role]}
                      </option>
                    ))}
                  </select>
                  {busy && <Spinner />}
                  {!me && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline btn-error"
                      onClick={() => setRemoving(member)}
                      aria-label={t.removeLabel(member.name)}
                    >
                      {t.remove}
                    </button>
                  )}
                </div>
              ) : (
                <span className="badge badge-soft">{t.roles[member.role]}</span>
              )}
              {note?.userId === member.userId && (
                <p role={note.failed ? 'alert' : 'status'} className={`text-sm sm:basis-full ${note.failed ? 'alert alert-error alert-soft' : ''}`}>
                  <Message text={note.text} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <RemoveDialog slug={slug} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function MemberSince({ iso }: { iso: string }) {
  const t = useTexts(organizationsTexts);
  const { locale } = useLanguage();
  const date = dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return <p className="text-sm text-base-content/80">{t.memberSince(date)}</p>;
}

function RemoveDialog({ slug, member, onClose }: { slug: string; member: Member | null; onClose: () => void }) {
  const t = useTexts(organizationsTexts);
  const remove = useRemoveMember(slug);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={member ? t.removeTitle(member.name) : ''}
      actions={
        <>
          <button type="button" className="btn" data-autofocus onClick={close} disabled={remove.isPending}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={remove.isPending}
            onClick={() => member && remove.mutate(member.userId, { onSuccess: close })}
          >
            {remove.isPending && <Spinner />}
            {remove.isPending ? t.removing : t.remove}
          </button>
        </>
      }
    >
      <p>{t.removeBody}</p>
      {remove.error && (
        <p role="alert" className="alert alert-error alert-soft mt-3">
          <Message text={failureMessage(remove.error)} />
        </p>
      )}
    </Dialog>
  );
}
