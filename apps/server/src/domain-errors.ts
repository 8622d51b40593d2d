import { codeOf, type MessageRef } from '@volunteering/shared/i18n/messages';

/** A field to correct, and what is wrong with it. */
export type FieldError = { field: string; message: MessageRef };

/**
 * A refusal, with what it says as a text's code and values. Only the error handler knows which
 * HTTP status each kind answers with, and writes the reason in the caller's language.
 */
abstract class Refusal extends Error {
  abstract readonly kind: string;

  /** What it says: a text's code and values (decision 049), written in the caller's language by the error handler. */
  readonly reason: MessageRef;

  constructor(reason: MessageRef) {
    super(codeOf(reason));
    this.reason = reason;
  }
}

/** Nobody is signed in, or the sign-in has expired. */
export class SignInRequired extends Refusal {
  readonly kind = 'signInRequired';
}

/** Signed in, but not the one who may do this. */
export class Forbidden extends Refusal {
  readonly kind = 'forbidden';
}

/** No such thing, or its id cannot name one. */
export class NotFound extends Refusal {
  readonly kind = 'notFound';
}

/** Input the schemas accept that the current state refuses, with the fields to correct. */
export class InvalidInput extends Refusal {
  readonly kind = 'invalidInput';

  readonly errors: FieldError[];

  constructor(reason: MessageRef, errors: FieldError[]) {
    super(reason);
    this.errors = errors;
  }
}

/** Done once already, and once is all it may be done (a second report of the same thing). */
export class AlreadyDone extends Refusal {
  readonly kind = 'alreadyDone';
}

/** The current state refuses it, whoever asks (an address taken, an organization's last owner). */
export class Conflict extends Refusal {
  readonly kind = 'conflict';
}

/** It existed but is no more to be used (an expired or used invitation). */
export class Gone extends Refusal {
  readonly kind = 'gone';
}

/** A limit on how often something may be done was reached. */
export class LimitReached extends Refusal {
  readonly kind = 'limitReached';
}

/** Signed in, but the e-mail address is not confirmed yet (issue 16): a 403 the pages do not sign out on. */
export class EmailNotVerified extends Refusal {
  readonly kind = 'emailNotVerified';
}

/** A service this needs is not set up here, or did not answer (the address look-up, issue 42). */
export class Unavailable extends Refusal {
  readonly kind = 'unavailable';
}

export type DomainError = Unavailable | SignInRequired | Forbidden | NotFound | InvalidInput | AlreadyDone | Conflict | Gone | LimitReached | EmailNotVerified;

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof Refusal;
}
