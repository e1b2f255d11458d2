/** What every transport (log, SMTP, Twilio, a test's capture) offers: e-mail and SMS out. */

/** An e-mail: plain text and simple HTML, and maybe a calendar invite (an interview's .ics). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar object sent as the mail's invite (text/calendar with its METHOD), which mail apps offer to add. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string; filename: string };
  /** Extra headers, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** A text message. */
export interface OutgoingSms {
  to: string;
  body: string;
}

/** Sends mail and SMS; each call resolves once the provider accepted the message. */
export interface Transport {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
  /**
   * False where a text cannot go out (production without Twilio): phone codes are then refused up front instead
   * of dropped. Absent means it can (a test's capturing transport).
   */
  canSendSms?: boolean;
}
