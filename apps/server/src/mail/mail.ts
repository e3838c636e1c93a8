/** One mail as the mailer sends it and the development outbox keeps it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of its own (a notification's List-Unsubscribe). */
  headers?: Record<string, string>;
}
