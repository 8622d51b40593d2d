import { PAGES } from '@volunteering/shared/pages';
import { failureMessage } from '../../../lib/api-client.ts';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link, useLocation } from '../../../lib/router.tsx';
import { useFollow, type OrganizationView } from '../api/organizations.ts';

/** Follow or stop following; a visitor without a session is sent to log in and brought back. */
export function FollowButton({ organization }: { organization: OrganizationView }) {
  const t = useTexts(organizationsTexts);
  const { user } = useAuth();
  const location = useLocation();
  const follow = useFollow(organization.slug);
  if (!user) {
    return (
      <Link to={PAGES.login.path} state={{ from: location.pathname }} className="btn btn-primary">
        {t.logInToFollow}
      </Link>
    );
  }
  const following = follow.data?.following ?? organization.following ?? false;
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={`btn ${following ? 'btn-outline' : 'btn-primary'}`}
        disabled={follow.isPending}
        onClick={() => follow.mutate(!following)}
      >
        {follow.isPending && <Spinner />}
        {following ? t.unfollow : t.follow}
      </button>
      <p role="status" className="text-sm empty:hidden">
        {follow.data && <Message text={follow.data} />}
        {follow.error && <Message text={failureMessage(follow.error)} />}
      </p>
    </div>
  );
}
