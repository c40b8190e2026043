import sanitizeHtml from 'sanitize-html';

// Only absolute links: a relative or scheme-less href would resolve against our own origin.
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const JOB_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'a',
    'span',
    'div',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is code or chrome, not job text, so it goes with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName,
        attribs: {
          ...(href && SAFE_HREF.test(href) ? { href } : {}),
          // Links open outside the interview and must not get a handle on our window.
          rel: 'noopener noreferrer',
          target: '_blank',
        },
      };
    },
  },
};

/**
 * Cleans recruiter-written job HTML (description, requirements) before it is stored. The web app
 * sanitises again on display; this copy keeps stored data safe for any other reader of the API.
 */
export function sanitizeJobHtml(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const clean = sanitizeHtml(input, JOB_HTML_OPTIONS).trim();
  return clean === '' ? null : clean;
}
