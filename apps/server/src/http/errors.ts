/** An error that becomes an HTTP answer `{ message, errors? }` with its status. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** 400 with a field → message map, the shape forms show under their inputs. */
export class ValidationError extends HttpError {
  constructor(message: string, errors: Record<string, string>) {
    super(400, message, errors);
  }
}
