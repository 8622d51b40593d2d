import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { GoogleOption } from '../../../features/auth/components/google-option.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function RegisterRoute() {
  const t = useTexts(accountTexts);
  return (
    <AuthPage title={t.registerTitle} heading={t.registerTitle} intro={t.registerIntro}>
      <GoogleOption redirectTo="/" />
      <RegisterForm />
      <p className="text-center text-sm">
        {t.haveAccount}{' '}
        <Link to={PAGES.login.path} className="link link-primary font-medium">
          {t.login}
        </Link>
      </p>
    </AuthPage>
  );
}
