import { LANGUAGE_NAMES, type Language } from '@volunteering/shared/i18n/languages';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { useLanguage } from '../../lib/i18n.tsx';

/**
 * Switches the site to the other language: a button named in that language ("বাংলা" on an English
 * page, "English" on a Bangla one), so a reader of either finds it. The choice is kept in the
 * `lang` cookie (and on a signed-in volunteer's account, for e-mails) and the screens on view change in place.
 */
export function LanguageSwitch({ className = 'btn btn-ghost btn-sm' }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const { user } = useAuth();
  const other: Language = language === 'en' ? 'bn' : 'en';
  const choose = () => {
    void setLanguage(other);
    // Signed-in only, so loaded then: an English Home carries none of it.
    if (user) void import('../../lib/auth/account-language.ts').then(({ saveAccountLanguage }) => saveAccountLanguage(other)).catch(() => {});
  };
  return (
    <button type="button" lang={other} className={className} onClick={choose}>
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
      </svg>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
