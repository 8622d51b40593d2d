import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileSchema } from '@volunteering/shared/account-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/auth/session.ts';
import { authErrorMessage } from '../api/auth-error-message.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { FormAlert } from './form-alert.tsx';
import { AccountField, NameField } from './account-field.tsx';
import { PhotoPreview } from './photo-preview.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PictureField } from '../../../components/ui/picture-field.tsx';
import { registerDrawn } from '../../../lib/drawn-field.ts';
import { useHydrated } from '../../../lib/server-render.tsx';

// The server names the photo `image`; the form keeps the spec's photoURL.
const FORM_FIELD_OF = { name: 'name', image: 'photoURL' } as const;

export function ProfileForm({ user }: { user: SessionUser }) {
  const t = useTexts(accountTexts);
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileSchema),
    defaultValues: { name: user.name, photoURL: user.image ?? '' },
  });
  const {
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = form;

  const [name, photoURL] = useWatch({ control, name: ['name', 'photoURL'] });
  const photoId = useId();
  // Drawn by the server (decision 025): nothing can be typed before the script that keeps it has run.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => reset(values),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const { field, message } of error.errors) {
          if (field in FORM_FIELD_OF) setError(FORM_FIELD_OF[field as keyof typeof FORM_FIELD_OF], { message });
        }
      },
    }),
  );

  const busy = update.isPending;
  const fieldErrorsFromServer = update.error instanceof ApiError && update.error.errors.length > 0;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // Typing again hides the last save's outcome, so it never describes older values.
      onChange={() => update.isSuccess && update.reset()}
      className="flex flex-col gap-4"
      aria-busy={busy}
      inert={!hydrated}
    >
      <PhotoPreview src={photoURL} name={name} email={user.email} />
      <NameField error={errors.name?.message} {...registerDrawn(form, 'name')} />
      {/* A photo from the phone (issue 17) or an address pasted, saved with the form. */}
      <PictureField control={control} name="photoURL" id={photoId} legend={t.photo} addressLabel={t.photoUrl} autoComplete="photo" />
      <AccountField label={t.email} type="email" value={user.email} readOnly hint={t.emailReadOnly} />
      <FormAlert message={update.isError && !fieldErrorsFromServer ? authErrorMessage(update.error) : null} />
      <div role="status" className="empty:hidden">
        {update.isSuccess && (
          <p className="flex items-center gap-2">
            <StrokeIcon className="size-5 shrink-0 text-success" d="m5 12 5 5 9-10" />
            {t.profileSaved}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} label={t.saveProfile} busyLabel={t.savingProfile} className="self-start" />
    </form>
  );
}
