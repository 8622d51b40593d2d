import { dateTimeFormat } from '@volunteering/shared/intl-formats';
import { zodResolver } from '@hookform/resolvers/zod';
import { InviteSchema, ORGANIZATION_ROLES, type InviteInput } from '@volunteering/shared/organization-schemas';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import type { Shown } from '../../../lib/message-text.ts';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useInvitations, useInvite, useWithdrawInvitation } from '../api/members.ts';
import { formMessage } from '@volunteering/shared/i18n/messages';

/** The owners' part: invite by e-mail with a role, and the open invitations with Withdraw. */
export function InvitationsSection({ slug }: { slug: string }) {
  const t = useTexts(organizationsTexts);
  const { locale } = useLanguage();
  const query = useInvitations(slug, true);
  const withdraw = useWithdrawInvitation(slug);
  const [withdrawFailure, setWithdrawFailure] = useState<Shown | null>(null);
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  let list;
  if (query.isPending) {
    list = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t.loadingInvitations}
        </p>
        <div className="skeleton h-14 rounded-box" />
      </div>
    );
  } else if (query.error) {
    list = <ErrorState title={t.invitationsLoadFailed} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.length === 0) {
    list = <p className="text-base-content/80">{t.noInvitations}</p>;
  } else {
    list = (
      <ul className="divide-y divide-base-300 rounded-box border border-base-300">
        {query.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{invitation.email}</p>
              <p className="text-sm text-base-content/80">
                {t.invitedAs(t.roles[invitation.role])} · {t.expiresOn(date(invitation.expiresAt))}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              aria-label={t.withdrawLabel(invitation.email)}
              disabled={withdraw.isPending}
              onClick={() => {
                setWithdrawFailure(null);
                withdraw.mutate(invitation.id, { onError: (error) => setWithdrawFailure(failureMessage(error)) });
              }}
            >
              {withdraw.isPending && withdraw.variables === invitation.id && <Spinner />}
              {t.withdraw}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <InviteForm slug={slug} />
      <div className="space-y-3">
        <h3 className="text-lg font-semibold">{t.openInvitations}</h3>
        {list}
        {withdrawFailure && (
          <p role="alert" className="alert alert-error alert-soft">
            <Message text={withdrawFailure} />
          </p>
        )}
      </div>
    </div>
  );
}

function InviteForm({ slug }: { slug: string }) {
  const t = useTexts(organizationsTexts);
  const id = useId();
  const invite = useInvite(slug);
  const [sent, setSent] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<Shown | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<InviteInput>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { email: '', role: 'organizer' },
  });

  const submit = handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const answer = await invite.mutateAsync(values);
      setSent(answer);
      reset({ email: '', role: values.role });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const emailError = error.errors.find((e) => e.field === 'email');
      if (emailError) setError('email', { message: formMessage(emailError) }, { shouldFocus: true });
      else setFailure(failureMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h3 className="text-lg font-semibold">{t.inviteHeading}</h3>
      <p className="text-sm text-base-content/80">{t.inviteHint}</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id={`${id}-email`} label={t.inviteEmail} error={formState.errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="off"
              className={`input w-full ${formState.errors.email ? 'input-error' : ''}`}
            />
          )}
        </FormField>
        <FormField id={`${id}-role`} label={t.inviteRole} error={formState.errors.role?.message}>
          {(control) => (
            <select {...control} {...register('role')} className="select w-full">
              {ORGANIZATION_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t.roles[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <ul className="list-inside list-disc text-sm text-base-content/80">
        {ORGANIZATION_ROLES.map((role) => (
          <li key={role}>{t.rolesHelp[role]}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={invite.isPending} label={t.invite} busyLabel={t.inviting} />
        <p role="status" className="text-sm empty:hidden">
          {sent && <Message text={sent} />}
        </p>
      </div>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          <Message text={failure} />
        </p>
      )}
    </form>
  );
}
