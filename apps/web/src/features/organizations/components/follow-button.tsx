import { PAGES } from '@volunteering/shared/pages';
import { failureMessage } from '../../../lib/api-client.ts';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { Message } from '../../../components/ui/message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-provider.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link, useLocation } from '../../../lib/router.tsx';
import { useFollow, type OrganizationView } from '../api/organizations.ts';

type FollowButtonProps = {
  organization: Pick<OrganizationView, 'slug' | 'following'>;
  /** Its name, where several organizations are listed (the directory): each button then names its own. */
  name?: string;
};

/** Follow or stop following; a visitor without a session is sent to log in and brought back to the same address. */
export function FollowButton({ organization, name }: FollowButtonProps) {
  const t = useTexts(organizationsTexts);
  const { user } = useAuth();
  const location = useLocation();
  const follow = useFollow(organization.slug);
  if (!user) {
    return (
      <Link
        to={PAGES.login.path}
        state={{ from: location.pathname + location.search }}
        className="btn btn-primary"
        aria-label={name === undefined ? undefined : t.logInToFollowNamed(name)}
      >
        {t.logInToFollow}
      </Link>
    );
  }
  const following = follow.data?.following ?? organization.following ?? false;
  const label = name === undefined ? undefined : following ? t.unfollowNamed(name) : t.followNamed(name);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={`btn ${following ? 'btn-outline' : 'btn-primary'}`}
        disabled={follow.isPending}
        aria-label={label}
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
