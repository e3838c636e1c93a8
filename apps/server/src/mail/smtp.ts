import nodemailer from 'nodemailer';

/** Connection and send timeouts: a stuck SMTP server must not keep mails pending for minutes. */
const TIMEOUT_MS = 15_000;

/** A nodemailer transport for an smtp:// (STARTTLS when offered) or smtps:// (TLS) URL. */
export function smtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
}
