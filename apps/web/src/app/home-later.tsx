import { CommunityGallery } from '../features/home/components/community-gallery.tsx';
import { GuideTabs } from '../features/home/components/guide-tabs.tsx';
import { StartEventCta } from '../features/home/components/start-event-cta.tsx';
import { NewsletterBlock } from '../features/newsletter/components/newsletter-form.tsx';

/** Home below its first screens: the guide, the gallery, the newsletter and the call to start an event. */
export function HomeLater() {
  return (
    <div className="space-y-16 sm:space-y-20">
      <GuideTabs />
      <CommunityGallery />
      <NewsletterBlock />
      <StartEventCta />
    </div>
  );
}
