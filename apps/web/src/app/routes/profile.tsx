import { accountTexts } from '@volunteering/shared/texts/account';
import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { ProfileForm } from '../../features/auth/components/profile-form.tsx';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere.tsx';
import { CalendarFeedSection } from '../../features/calendar-feed/components/calendar-feed-section.tsx';

export function ProfileRoute() {
  // The login guard renders this page only once the user is known.
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <title>Profile · Volunteer Hub</title>
      <h1 className="text-3xl font-bold">{accountTexts.profileTitle}</h1>
      <p className="mt-2 max-w-prose text-base-content/80">{accountTexts.profileIntro}</p>
      <div className="mt-8 grid max-w-2xl grid-cols-1 gap-8">
        <section aria-labelledby="profile-details-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="profile-details-heading" className="mb-6 text-xl font-semibold">
            {accountTexts.profileDetails}
          </h2>
          <ProfileForm user={user} />
        </section>
        <section aria-labelledby="profile-security-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="profile-security-heading" className="mb-2 text-xl font-semibold">
            {accountTexts.security}
          </h2>
          <SignOutEverywhere />
        </section>
        <section aria-labelledby="profile-calendar-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="profile-calendar-heading" className="mb-2 text-xl font-semibold">
            {calendarTexts.feedHeading}
          </h2>
          <CalendarFeedSection />
        </section>
      </div>
    </>
  );
}
