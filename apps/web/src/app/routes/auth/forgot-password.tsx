import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useLocation } from '../../../lib/router.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  const t = useTexts(accountTexts);
  const state = useLocation().state as { email?: string } | null;
  return (
    <AuthPage title={t.forgotTitle} heading={t.forgotTitle} intro={t.forgotIntro}>
      <ForgotPasswordForm initialEmail={state?.email} />
    </AuthPage>
  );
}
