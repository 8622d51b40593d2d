import { contactPageTexts } from '@volunteering/shared/texts/contact';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';

export function ContactRoute() {
  return (
    <>
      <title>Contact · Volunteer Hub</title>
      <h1 className="text-3xl font-bold">{contactPageTexts.heading}</h1>
      <p className="mt-2 max-w-prose text-base-content/80">
        Questions about an event, ideas for the platform or a partnership in mind? Write to us and a person from our team
        will answer.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="contact-details-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="contact-details-heading" className="mb-6 text-xl font-semibold">
            Contact details
          </h2>
          <ContactDetails />
        </section>
        <section aria-labelledby="contact-form-heading" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold">
            {contactPageTexts.formHeading}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
