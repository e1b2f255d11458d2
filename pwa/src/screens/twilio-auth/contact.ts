/** Where the join flow's code goes, and the code it sent: the steps and the flow's state share these. */

/** Where the code goes: the phone number or the e-mail address the person typed (already validated). */
export type Contact = { kind: 'phone'; phoneNumber: string } | { kind: 'email'; email: string };

/** The last code this flow sent: where to, when the server accepts another, and when it was sent (epoch ms). */
export interface SentCode {
  contact: Contact;
  resendAt: number;
  sentAt: number;
}
