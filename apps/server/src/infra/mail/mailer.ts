/**
 * Outgoing mail. With SMTP configured a message is delivered; in the embedded default it is kept in the
 * outbox table and written to the log, so an operator can still pass the link on by hand.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the message is delivered or kept; rejects with MailDeliveryError when SMTP refused it. */
  send(message: MailMessage): Promise<{ status: 'sent' | 'logged' }>;
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    readonly outboxId: string,
    cause: unknown,
  ) {
    super(`mail ${outboxId} could not be delivered`, { cause });
  }
}
