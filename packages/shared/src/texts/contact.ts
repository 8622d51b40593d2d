export const contactPageTexts = {
  heading: 'Get in Touch',
  formHeading: 'Send Message',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  subject: 'Subject',
  yourMessage: 'Your Message',
  hours: 'Mon-Fri 9am-6pm',
  sending: 'Sending…',
  sendAnother: 'Send another message',
  failed: 'Your message was not sent.',
} as const;
