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

export const contactMessages = {
  name: 'Please enter your full name.',
  email: 'Please enter a valid email address.',
  subject: 'Please enter a subject.',
  message: 'Please write your message.',
  sent: 'Thank you! Your message has been sent. We reply within two working days.',
} as const;
