import { failureMessage } from '../../lib/api-client.ts';
import { StrokeIcon } from './stroke-icon.tsx';
import { Spinner } from './spinner.tsx';

type ErrorStateProps = {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
};

export function ErrorState({ title, error, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-box border border-error bg-error/10 p-4 sm:flex-row sm:items-center">
      <StrokeIcon className="hidden size-6 shrink-0 text-error sm:block" d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <div className="flex-1">
        <h2 className="font-semibold">{title}</h2>
        <p>{failureMessage(error)}</p>
      </div>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying && <Spinner size="xs" />}
        Retry
      </button>
    </div>
  );
}
