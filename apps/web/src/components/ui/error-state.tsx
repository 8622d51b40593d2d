import { uiTexts } from '@volunteering/shared/texts/ui';
import { useTexts } from '../../lib/i18n.tsx';
import { failureMessage } from '../../lib/api-client.ts';
import { useMessageText } from '../../lib/message-text.ts';
import { EnglishUntilLoaded } from './english-until-loaded.tsx';
import { StrokeIcon } from './stroke-icon.tsx';
import { Spinner } from './spinner.tsx';

type ErrorStateProps = {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
};

type Words = { t: typeof uiTexts };

/** A read that failed, with its retry. Its words wait for no catalog: English shows until theirs is there. */
export function ErrorState(props: ErrorStateProps) {
  return (
    <EnglishUntilLoaded english={<ErrorBox {...props} t={uiTexts} />}>
      <Translated {...props} />
    </EnglishUntilLoaded>
  );
}

function Translated(props: ErrorStateProps) {
  return <ErrorBox {...props} t={useTexts(uiTexts)} />;
}

function ErrorBox({ title, error, onRetry, retrying = false, t }: ErrorStateProps & Words) {
  const message = useMessageText(failureMessage(error));
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-box border border-error bg-error/10 p-4 sm:flex-row sm:items-center">
      <StrokeIcon
        className="hidden size-6 shrink-0 text-error sm:block"
        d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
      />
      <div className="flex-1">
        <h2 className="font-semibold">{title}</h2>
        <p>{message}</p>
      </div>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying && <Spinner size="xs" />}
        {t.retry}
      </button>
    </div>
  );
}
