import { contactPageTexts } from '@volunteering/shared/texts/contact';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

const SUPPORT_EMAIL = 'support@volunteerhub.org';
const PHONE_DISPLAY = '+880 2 5504 1234';
const PHONE_TEL = '+880255041234';

function Detail({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <StrokeIcon className="size-5" d={icon} />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="text-base-content/80">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails() {
  const t = useTexts(contactPageTexts);
  return (
    <div className="flex flex-col gap-6">
      <Detail title={t.headquarters} icon="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z">
        <address className="not-italic">
          {t.address[0]}
          <br />
          {t.address[1]}
        </address>
      </Detail>
      <Detail title={t.email} icon="M3 5h18v14H3V5Zm0 0 9 7 9-7">
        {/* Our own address stays whole: its column widens for it (other words break anywhere to fit, index.css). */}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="link wrap-normal">
          {SUPPORT_EMAIL}
        </a>
      </Detail>
      <Detail
        title={t.phone}
        icon="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z"
      >
        <a href={`tel:${PHONE_TEL}`} className="link">
          {PHONE_DISPLAY}
        </a>
      </Detail>
      <Detail title={t.hoursTitle} icon="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 3">
        <p>{t.hours}</p>
      </Detail>
    </div>
  );
}
