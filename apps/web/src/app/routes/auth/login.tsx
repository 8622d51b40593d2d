import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link, useLocation } from '../../../lib/router.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { GoogleOption } from '../../../features/auth/components/google-option.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { PAGES } from '@volunteering/shared/pages';

type LoginState = { from?: string; email?: string; notice?: string } | null;

export function LoginRoute() {
  const t = useTexts(accountTexts);
  const location = useLocation();
  const state = location.state as LoginState;
  const from = state?.from ?? '/';
  return (
    <AuthPage title={t.loginTitle} heading={t.loginTitle} intro={t.loginIntro}>
      {state?.notice && (
        <p role="status" className="alert alert-info alert-soft">
          {state.notice}
        </p>
      )}
      <GoogleOption redirectTo={from} />
      <LoginForm from={from} initialEmail={state?.email} />
      <p className="text-center text-sm">
        {t.noAccount}{' '}
        <Link to={PAGES.register.path} className="link link-primary font-medium">
          {t.register}
        </Link>
      </p>
    </AuthPage>
  );
}
