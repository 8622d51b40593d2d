import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { Shown } from '../../../lib/message-text.ts';

export type AccountFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: Shown;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** Rendered inside the input's row, after it (the password toggle). */
  trailing?: ReactNode;
};

/** An account form's input, in a box that can hold a button after it; its hint gives way to its error. */
export function AccountField({ label, error, hint, trailing, ...input }: AccountFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} hint={hint} hintGivesWayToError>
      {(control) => (
        <div className={`input w-full ${error ? 'input-error' : ''} ${input.readOnly ? 'bg-base-200' : ''}`}>
          <input {...input} {...control} className="grow" />
          {trailing}
        </div>
      )}
    </FormField>
  );
}

type PresetFieldProps = Omit<AccountFieldProps, 'label' | 'type' | 'inputMode'>;

/** The e-mail box of every account form; sign-in forms say autoComplete "username". */
export function EmailField(props: PresetFieldProps & { autoComplete: 'email' | 'username' }) {
  const t = useTexts(accountTexts);
  return <AccountField label={t.email} type="email" inputMode="email" {...props} />;
}

export function NameField(props: PresetFieldProps) {
  const t = useTexts(accountTexts);
  return <AccountField label={t.fullName} autoComplete="name" {...props} />;
}

export function PhotoUrlField(props: PresetFieldProps) {
  const t = useTexts(accountTexts);
  return <AccountField label={t.photoUrl} type="url" inputMode="url" autoComplete="photo" placeholder="https://" {...props} />;
}
