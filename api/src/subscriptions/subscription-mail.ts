import { type Mail } from '../mail/mail.service';
import { escapeHtml } from '../mail/submission-mail';

/** A web address in a text of the server's making (a link it wrote itself). */
const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * A subscription mail: its lines as paragraphs of plain text, and an HTML twin in which every
 * address is a link (the texts come from libs subscription-mails.ts; the item's title and
 * excerpt are escaped like any other text).
 */
export function linkedMail(to: string, subject: string, lines: string[], extra: Pick<Mail, 'from' | 'headers'> = {}): Mail {
  const html = lines.map((line) => `<p>${escapeHtml(line).replace(LINK, (url) => `<a href="${url}">${url}</a>`)}</p>`).join('');
  return { to, subject, text: lines.join('\n\n') + '\n', html, ...extra };
}
