import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useState } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { AccountField, type AccountFieldProps } from './account-field.tsx';

const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z';
const EYE_OFF =
  'm3 3 18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';

/** A password input with the spec's show/hide toggle. */
export function PasswordField(props: Omit<AccountFieldProps, 'type' | 'trailing'>) {
  const t = useTexts(accountTexts);
  const [shown, setShown] = useState(false);
  return (
    <AccountField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square -mr-2"
          aria-label={shown ? t.hidePassword : t.showPassword}
          onClick={() => setShown((current) => !current)}
        >
          <StrokeIcon className="size-5" d={shown ? EYE_OFF : EYE} />
        </button>
      }
    />
  );
}
