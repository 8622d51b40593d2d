import { accountTexts } from '@volunteering/shared/texts/account';
import { useLocation } from '../../../lib/router.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  const state = useLocation().state as { email?: string } | null;
  return (
    <AuthPage title={accountTexts.forgotTitle} heading={accountTexts.forgotTitle} intro={accountTexts.forgotIntro}>
      <ForgotPasswordForm initialEmail={state?.email} />
    </AuthPage>
  );
}
