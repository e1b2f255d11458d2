/**
 * The words of the mails and texts that carry codes and links: sign-in, and the company e-mail and reference
 * checks of /id-verification. The same sign-in message goes to an address whether or not it has an
 * account, so the mail itself tells nothing either; holding the code or link is what proves the address.
 */
import { CODE_RULES, MAGIC_LINK_EXPIRY_MS, REFERENCE_LINK_EXPIRY_MS, REFERENCE_RELATIONSHIP_LABELS, type ReferenceRelationship } from '@shared/catalog.ts';
import type { OutgoingEmail } from './transport.ts';

const BRAND = 'HireSync';
const CODE_MINUTES = CODE_RULES.expiryMs / 60_000;
const LINK_MINUTES = MAGIC_LINK_EXPIRY_MS / 60_000;
const IGNORE = `If you did not ask for this, you can ignore this email: nothing happens without it.`;

/** A sign-in or sign-up code by e-mail. */
export function codeEmail(to: string, code: string): OutgoingEmail {
  return email(to, `Your ${BRAND} code: ${code}`, [
    `Your ${BRAND} verification code is ${code}.`,
    `Enter it on the sign-in page. It expires in ${CODE_MINUTES} minutes and works once.`,
  ], code);
}

/** The code that confirms an address before a sign-in pattern is set for it. */
export function patternCodeEmail(to: string, code: string): OutgoingEmail {
  return email(to, `Your ${BRAND} pattern code: ${code}`, [
    `Someone asked to set a sign-in pattern for ${to} on ${BRAND}. Your confirmation code is ${code}.`,
    `Enter it on the pattern page to save your pattern. It expires in ${CODE_MINUTES} minutes and works once.`,
  ], code);
}

/** The code that proves a user reads mail at their company address (the company e-mail verification). */
export function companyEmailCodeEmail(to: string, code: string, companyName: string): OutgoingEmail {
  return email(to, `Confirm your work email for ${BRAND}: ${code}`, [
    `Someone asked ${BRAND} to confirm ${to} as their work email at ${companyName}. Your verification code is ${code}.`,
    `Enter it on the Verification page, Email tab. It expires in ${CODE_MINUTES} minutes and works once.`,
  ], code);
}

/** A magic sign-in link. */
export function magicLinkEmail(to: string, link: string): OutgoingEmail {
  const lines = [
    `Open this link to sign in to ${BRAND}:`,
    link,
    `On the page that opens, press Continue. The link expires in ${LINK_MINUTES} minutes and works once.`,
  ];
  const html = page([
    `<p>Open this link to sign in to ${BRAND}:</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">Sign in to ${BRAND}</a></p>`,
    `<p style="word-break:break-all;font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`,
    `<p>On the page that opens, press Continue. The link expires in ${LINK_MINUTES} minutes and works once.</p>`,
    `<p style="color:#6b7280;font-size:13px">${IGNORE}</p>`,
  ]);
  return { to, subject: `Your ${BRAND} sign-in link`, text: [...lines, '', IGNORE, '', `— ${BRAND}`].join('\n'), html };
}

/** An invitation to join a company's team: the single-use link, valid 7 days. */
export function companyInvitationEmail(to: string, link: string, companyName: string, roleLabel: string): OutgoingEmail {
  const company = companyName || 'a company';
  const lines = [
    `You are invited to hire with ${company} on ${BRAND} as ${roleLabel}.`,
    link,
    `On the page that opens, press Accept. The link expires in 7 days and works once.`,
  ];
  const html = page([
    `<p>You are invited to hire with ${escapeHtml(company)} on ${BRAND} as ${escapeHtml(roleLabel)}.</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">Open the invitation</a></p>`,
    `<p style="word-break:break-all;font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`,
    `<p>On the page that opens, press Accept. The link expires in 7 days and works once.</p>`,
    `<p style="color:#6b7280;font-size:13px">${IGNORE}</p>`,
  ]);
  return { to, subject: `Join ${company} on ${BRAND}`, text: [...lines, '', IGNORE, '', `— ${BRAND}`].join('\n'), html };
}

/** The request to a professional reference: who asked, what they said, and the single-use link to answer. */
export function referenceRequestEmail(
  to: string,
  link: string,
  ask: { candidateName: string; referenceName: string; referenceCompany: string; referenceRelation: ReferenceRelationship },
): OutgoingEmail {
  const days = REFERENCE_LINK_EXPIRY_MS / 86_400_000;
  const relation = REFERENCE_RELATIONSHIP_LABELS[ask.referenceRelation].toLowerCase();
  const lines = [
    `Hello ${ask.referenceName},`,
    `${ask.candidateName} named you as a professional reference on ${BRAND}: you worked together at ${ask.referenceCompany} (${relation}).`,
    `Open this link to confirm or decline. It takes a minute, needs no account, works once and expires in ${days} days:`,
    link,
  ];
  const decline = `If you do not know ${ask.candidateName}, press Decline on that page or ignore this email.`;
  const html = page([
    ...lines.slice(0, 3).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">Answer the reference request</a></p>`,
    `<p style="word-break:break-all;font-size:13px;color:#4b5563">${escapeHtml(link)}</p>`,
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(decline)}</p>`,
  ]);
  return {
    to,
    subject: `${ask.candidateName} asked you to confirm your work together`,
    text: [...lines, '', decline, '', `— ${BRAND}`].join('\n'),
    html,
  };
}

/** A code by SMS: short, code first so phones can offer to fill it in. */
export function codeSms(code: string): string {
  return `${code} is your ${BRAND} code. It expires in ${CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`;
}

function email(to: string, subject: string, lines: string[], code: string): OutgoingEmail {
  const html = page([
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`,
    ...lines.slice(1).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p style="color:#6b7280;font-size:13px">${IGNORE}</p>`,
  ]);
  return { to, subject, text: [...lines, '', IGNORE, '', `— ${BRAND}`].join('\n'), html };
}

function page(body: string[]): string {
  return [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111827;line-height:1.5">',
    `<div style="max-width:480px;margin:0 auto;padding:24px"><p style="font-size:20px;font-weight:700;color:#2563eb">${BRAND}</p>`,
    ...body,
    '</div></body></html>',
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
