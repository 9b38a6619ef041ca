import type { MailMessage } from '../../platform/mail.js';

/** How much of a user-written name an invitation repeats: enough to recognise, too little to carry a message. */
export const INVITER_NAME_MAX = 60;
export const FAMILY_NAME_MAX = 60;

/** Line breaks and other control characters (C0, DEL and C1): a name stays on one line (and out of the headers). */
const BREAKING = /[\p{Cc}\u2028\u2029]/gu;
/** Bidirectional overrides and isolates (text that displays reversed) and zero-width characters. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * What a mail reader would turn into a link: a scheme, www., a domain with a path, an address. No family
 * or person is called that, and a link in an invitation must be the invitation's own.
 */
const LINK_LIKE = /\S*:\/\/\S*|\bwww\.\S*|\S*[\w-]\.[a-z]{2,}\/\S*|\S+@[\w-]+(\.[\w-]+)+\S*/gi;
export const LINK_REMOVED = '[link removed]';

/**
 * A name someone typed, made fit to quote in a plain-text mail to a stranger: on one line, without
 * characters that disguise it, without links, and at most `max` characters (cut with an ellipsis).
 */
export function quotedName(text: string, max: number): string {
  const flat = text
    .replace(INVISIBLE, '')
    .replace(BREAKING, ' ')
    .replace(LINK_LIKE, LINK_REMOVED)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...flat];
  return characters.length <= max
    ? flat
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  familyName: string;
  link: string;
  publicUrl: string;
  days: number;
}

/**
 * The invitation: the family name and the inviter's name were typed by a user and go to an address
 * anyone may enter, so they are quoted short and on their own, and the mail says where it really comes
 * from and what to do when the names mean nothing to the reader.
 */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const inviter = quotedName(input.inviterName, INVITER_NAME_MAX);
  const family = quotedName(input.familyName, FAMILY_NAME_MAX);
  return {
    to: input.to,
    subject: `${inviter} invites you to join their family on Hearth`,
    text: [
      'Hello,',
      '',
      `${inviter} invites you to join the family "${family}" on Hearth, where a family runs its money together.`,
      'Register through this link to join:',
      '',
      input.link,
      '',
      `The invitation is valid for ${input.days} days.`,
      '',
      `This mail was sent by the Hearth server at ${input.publicUrl} because a user there entered your address.`,
      'The names above were typed by that user. If you do not know them, ignore this message: nothing happens without you.',
    ].join('\n'),
  };
}
