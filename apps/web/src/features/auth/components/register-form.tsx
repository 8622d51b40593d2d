import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterSchema, type RegisterInput } from '@volunteering/shared/account-schemas';
import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formError, type Shown } from '../../../lib/message-text.ts';
import { formMessage } from '@volunteering/shared/i18n/messages';
import { authErrorMessage, isEmailInUse } from '../api/auth-error-message.ts';
import { useSignUp } from '../api/sign-up.ts';
import type { CheckInboxState } from '../../../components/layouts/account-notices.tsx';
import { FormAlert } from './form-alert.tsx';
import { EmailField, NameField, PhotoUrlField } from './account-field.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

// The server names the photo `image`; the form keeps the spec's photoURL.
const FORM_FIELD_OF: Record<string, keyof RegisterInput> = { name: 'name', image: 'photoURL', email: 'email', password: 'password' };

export function RegisterForm() {
  const t = useTexts(accountTexts);
  const rules = useTexts(validationMessages);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Shown | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { name: '', photoURL: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp.mutateAsync(values);
      // Signed in by the link the mail brings (issue 16); Home says to look for it.
      navigate('/', { replace: true, state: { checkInbox: values.email } satisfies CheckInboxState });
    } catch (error) {
      if (isEmailInUse(error)) {
        setError('email', { message: formError(authErrorMessage(error)) }, { shouldFocus: true });
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.errors.filter(({ field }) => FORM_FIELD_OF[field]) : [];
      if (fieldErrors.length === 0) {
        setFailure(authErrorMessage(error));
        return;
      }
      fieldErrors.forEach((fieldError, index) =>
        setError(FORM_FIELD_OF[fieldError.field]!, { message: formMessage(fieldError) }, { shouldFocus: index === 0 }),
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <NameField error={errors.name?.message} {...register('name')} />
      <PhotoUrlField hint={t.photoOptional} error={errors.photoURL?.message} {...register('photoURL')} />
      <EmailField autoComplete="email" hint={rules.email} error={errors.email?.message} {...register('email')} />
      <PasswordField label={t.password} autoComplete="new-password" hint={rules.password} error={errors.password?.message} {...register('password')} />
      <FormAlert message={failure} />
      <SubmitButton busy={isSubmitting} label={t.register} busyLabel={t.registering} />
    </form>
  );
}
