import { defineTexts } from '../i18n/define-texts.ts';

export const apiMessages = defineTexts('api', {
  invalidInput: 'Some fields need attention.',
  notFound: 'Not found.',
  eventNotFound: 'Event not found.',
  /** A taken-down event's page, to everyone but its organizer and the moderators (issue 37). */
  eventTakenDown: 'This event was taken down by the moderators.',
  unauthorized: 'Please log in to continue.',
  forbiddenEmail: 'You can only act for your own account.',
  forbiddenOwner: 'Only the organizer of this event can change it.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request as JSON (Content-Type: application/json).',
  badJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  alreadyJoined: 'You have already joined this event.',
  eventFull: 'This event is full.',
  eventEnded: 'This event has already ended.',
  joined: 'You have joined this event.',
  notJoined: 'You have not joined this event.',
  cancelAfterEnd: 'This event has already taken place, so it cannot be cancelled.',
  cancelled: 'Your participation has been cancelled.',
  deleted: 'Event deleted.',
  /** Issue 37: an organizer's cancellation, and what a cancelled event answers. */
  eventCancelled: 'This event has been cancelled.',
  alreadyCancelled: 'This event is already cancelled.',
  cancelEnded: 'This event has already ended, so it cannot be cancelled.',
  eventCancelledTold: (people: number) =>
    people === 0 ? 'Event cancelled. Nobody had joined or was waiting.' : `Event cancelled. We e-mailed ${people} ${people === 1 ? 'person' : 'people'}.`,
  /** Until the sign-up link is followed (issue 16). */
  verifyEmailFirst: 'Please confirm your e-mail address first: follow the link we sent you, or ask for a new one at the top of the page.',
  /** The browser's own, when no answer came. */
  networkError: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Check your connection and try again.',
} as const);
