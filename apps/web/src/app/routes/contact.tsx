import { contactPageTexts } from '@volunteering/shared/texts/contact';
import { useTexts } from '../../lib/i18n.tsx';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';

export function ContactRoute() {
  const t = useTexts(contactPageTexts);
  return (
    <>
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <p className="mt-2 max-w-prose text-base-content/80">{t.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="contact-details-heading" className="mb-6 text-xl font-semibold">
            {t.detailsHeading}
          </h2>
          <ContactDetails />
        </section>
        <section aria-labelledby="contact-form-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold">
            {t.formHeading}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
