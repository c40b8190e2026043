import { mailTexts, type MailTexts } from '../../mail-texts/index.js';

/**
 * The pieces every invitation-lifecycle mail is made of. Each mail has a plain-text part and an HTML
 * part saying the same; everything interpolated into the HTML is escaped, and text people typed (a job
 * title, a personal message) is never read as markup in either part.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A value that goes into a subject line: a line break must not be able to add mail headers. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** One block of a mail, written once for both parts. */
export type MailBlock =
  | { kind: 'paragraph'; text: string; strong?: string[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'quote'; heading: string; text: string }
  /** A small print line with a plain link (not a button): `text` then the link labelled `label`. */
  | { kind: 'note-link'; text: string; label: string; url: string };

/**
 * Plain text: paragraphs separated by a blank line; a link as its label and the address on the next line;
 * a quote as its heading and each of its lines indented.
 */
export function textPart(greeting: string, blocks: MailBlock[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'link':
        return `${block.label}:\n${block.url}`;
      case 'quote':
        return `${block.heading}\n${block.text
          .split('\n')
          .map((line) => `  ${line}`)
          .join('\n')}`;
      case 'note-link':
        return `${block.text} ${block.label}:\n${block.url}`;
    }
  });
  return [greeting, ...parts].join('\n\n');
}

/** The paragraph with each `strong` phrase (already part of `text`) in bold. */
function paragraphHtml(text: string, strong: string[] = []): string {
  let html = escapeHtml(text);
  for (const phrase of strong) {
    const escaped = escapeHtml(phrase);
    if (escaped) html = html.split(escaped).join(`<strong>${escaped}</strong>`);
  }
  return `<p>${html}</p>`;
}

/**
 * HTML: a simple, single-column message that reads well in any client and with images off. `texts`
 * words the line under a button and names the message's language (English unless given).
 */
export function htmlPart(greeting: string, blocks: MailBlock[], texts: MailTexts = mailTexts('en')): string {
  const body = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return paragraphHtml(block.text, block.strong);
      case 'link':
        return [
          `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(block.label)}</a></p>`,
          `<p style="font-size:13px;color:#555;">${escapeHtml(texts.t('common', 'buttonFallback'))}<br>${escapeHtml(block.url)}</p>`,
        ].join('\n');
      case 'quote':
        return [
          `<p>${escapeHtml(block.heading)}</p>`,
          `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd5e1;white-space:pre-wrap;">${escapeHtml(block.text)}</blockquote>`,
        ].join('\n');
      case 'note-link':
        return `<p style="font-size:13px;color:#555;">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    }
  });
  return [
    '<!doctype html>',
    `<html lang="${texts.language}"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222;">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...body,
    '</body></html>',
  ].join('\n');
}
