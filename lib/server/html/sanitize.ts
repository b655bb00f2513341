import 'server-only';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Outside links open safely; site-relative links stay as they are.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : { href, ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
  },
};

/** Cleans HTML stored in the database (content pages, agreement texts) before it reaches a page. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
