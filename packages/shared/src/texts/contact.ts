import { defineTexts } from '../i18n/define-texts.ts';

export const contactPageTexts = defineTexts('contact', {
  pageTitle: 'Contact · Volunteer Hub',
  heading: 'Get in Touch',
  intro: 'Questions about an event, ideas for the platform or a partnership in mind? Write to us and a person from our team will answer.',
  detailsHeading: 'Contact details',
  headquarters: 'Headquarters',
  /** The office's address, one line each. */
  address: ['House 42, Road 11, Banani', 'Dhaka 1213, Bangladesh'],
  email: 'Email',
  phone: 'Phone',
  hoursTitle: 'Hours',
  formHeading: 'Send Message',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  subject: 'Subject',
  yourMessage: 'Your Message',
  hours: 'Mon-Fri 9am-6pm',
  sending: 'Sending…',
  sendAnother: 'Send another message',
  failed: 'Your message was not sent.',
  /** The form's checks (the shared schema's, the server's too) and the server's answer. */
  messages: {
    name: 'Please enter your full name.',
    email: 'Please enter a valid email address.',
    subject: 'Please enter a subject.',
    message: 'Please write your message.',
    sent: 'Thank you! Your message has been sent. We reply within two working days.',
  },
} as const);

/** The form's messages, as the schema and the server name them. */
export const contactMessages = contactPageTexts.messages;
