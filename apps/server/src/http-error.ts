export type FieldError = { field: string; message: string };

/** A failure the client caused or may see: its status and message reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;

  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}
