import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { ContinueWithGoogle } from './continue-with-google.tsx';

/** Continue with Google above the form; the block, "or" divider included, goes away when Google is not set up. */
export function GoogleOption({ redirectTo }: { redirectTo: string }) {
  const t = useTexts(accountTexts);
  return (
    <div className="has-[>div:first-child:empty]:hidden">
      <div>
        <ContinueWithGoogle redirectTo={redirectTo} />
      </div>
      <div className="divider my-2 text-sm text-base-content/80">{t.or}</div>
    </div>
  );
}
