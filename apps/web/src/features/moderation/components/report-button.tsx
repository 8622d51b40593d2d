import { PAGES } from '@volunteering/shared/pages';
import { lazy, Suspense, useState } from 'react';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useLocation, useNavigate } from '../../../lib/router.tsx';

// The dialog's code and words come with the first click: few visitors report anything.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog.tsx')).ReportDialog }));

type ReportButtonProps = {
  targetType: 'event' | 'user';
  targetId: string;
  name: string;
  label: string;
  /** A fuller name for the button than its words, where those alone would be unclear (it contains them). */
  ariaLabel?: string;
};

/** "Report" (issue 16): signed in, the report dialog; otherwise the login page, which comes back here. */
export function ReportButton({ targetType, targetId, name, label, ariaLabel }: ReportButtonProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  function start() {
    if (!user) {
      navigate(PAGES.login.path, { state: { from: location.pathname + location.search } });
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm text-base-content/80" aria-label={ariaLabel} onClick={start}>
        <StrokeIcon className="size-4" d="M4 21V4m0 0h11l-1.5 4L15 12H4" />
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog open={open} onClose={() => setOpen(false)} targetType={targetType} targetId={targetId} name={name} />
        </Suspense>
      )}
    </>
  );
}
