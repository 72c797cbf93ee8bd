import type { MailLanguage, MailTemplate } from '@portal/events';
import { mailTexts } from './mail-templates.ts';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills `{{name}}` placeholders; a missing parameter is an error, never an empty gap in a mail. */
function fill(template: string, params: Readonly<Record<string, string | number>>, escape: (v: string) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`mail parameter ${key} missing`);
    return escape(String(value));
  });
}

const isLink = (paragraph: string): boolean => paragraph === '{{link}}';

/**
 * Renders a mail: subject, plain text and simple HTML. Pure.
 *
 * @example
 * renderMail('passwordReset', 'de', { name: 'Anna', link: 'https://alpha.example.com/set-new-password/1' }).subject // 'Passwort zurücksetzen'
 */
export function renderMail(template: MailTemplate, language: MailLanguage, params: Readonly<Record<string, string | number>>): RenderedMail {
  const { subject, paragraphs } = mailTexts[template][language];
  const text = paragraphs.map((p) => fill(p, params, (v) => v)).join('\n\n');
  // Parameters are user data (names): escaped in HTML; the link stays clickable.
  const html = paragraphs
    .map((p) => (isLink(p) ? `<p><a href="${fill(p, params, escapeHtml)}">${fill(p, params, escapeHtml)}</a></p>` : `<p>${fill(p, params, escapeHtml)}</p>`))
    .join('\n');
  return {
    subject: fill(subject, params, (v) => v.replace(/[\r\n]+/g, ' ')),
    text,
    html: `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(fill(subject, params, (v) => v))}</title></head>\n<body style="font-family: sans-serif">\n${html}\n</body></html>\n`,
  };
}
