import { accountTexts } from '@volunteering/shared/texts/account';
import { useTexts } from '../../lib/i18n.tsx';
import { useId, type ReactNode } from 'react';
import { calendarTexts } from '@volunteering/shared/texts/calendar';
import { useAuth } from '../../lib/auth/auth-provider.tsx';
import { ProfileForm } from '../../features/auth/components/profile-form.tsx';
import { SignOutEverywhere } from '../../features/auth/components/sign-out-everywhere.tsx';
import { CalendarFeedSection } from '../../features/calendar-feed/components/calendar-feed-section.tsx';
import { DownloadMyData } from '../../features/account-data/components/download-my-data.tsx';
import { DeleteAccount } from '../../features/auth/components/delete-account.tsx';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings.tsx';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import { mapTexts } from '@volunteering/shared/texts/maps';
import { HomeAreaSection } from '../../features/notifications/components/home-area-section.tsx';

export function ProfileRoute() {
  const t = useTexts(accountTexts);
  const calendar = useTexts(calendarTexts);
  const notifications = useTexts(notificationsTexts);
  const maps = useTexts(mapTexts);
  // The login guard renders this page only once the user is known.
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <title>{t.profilePageTitle}</title>
      <h1 className="text-3xl font-bold">{t.profileTitle}</h1>
      <p className="mt-2 max-w-prose text-base-content/80">{t.profileIntro}</p>
      {/* On a desktop the details fill the page's main column; security and the calendar feed sit beside them.
          grid-cols-1 (minmax(0, 1fr)): a long e-mail address is cut short instead of widening the page. */}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-5 lg:items-start">
        <div className="grid grid-cols-1 gap-8 lg:col-span-3">
          <ProfileSection heading={t.profileDetails}>
            <ProfileForm user={user} />
          </ProfileSection>
          <ProfileSection heading={notifications.heading}>
            <NotificationSettingsSection />
          </ProfileSection>
          <ProfileSection heading={maps.areaHeading}>
            <HomeAreaSection />
          </ProfileSection>
        </div>
        <div className="grid grid-cols-1 gap-8 lg:col-span-2">
          <ProfileSection heading={t.security}>
            <SignOutEverywhere />
          </ProfileSection>
          <ProfileSection heading={calendar.feedHeading}>
            <CalendarFeedSection />
          </ProfileSection>
          <ProfileSection heading={t.yourData}>
            <DownloadMyData />
          </ProfileSection>
          <ProfileSection heading={t.deleteAccount}>
            <DeleteAccount />
          </ProfileSection>
        </div>
      </div>
    </>
  );
}

function ProfileSection({ heading, className = '', children }: { heading: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-box border border-base-300 bg-base-100 p-4 sm:p-6 ${className}`}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
