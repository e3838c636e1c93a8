/** One mail as the mailer sends it and the development outbox keeps it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
