/**
 * Rich text from the console's editor (a milestone's description, TipTap in remote-master): HTML that is
 * shown to people again, so the API keeps only what the editor produces and drops everything else before it
 * is stored — script, style and their content, every other tag (its text stays), every attribute but a
 * link's address, and any address that is not http(s) or mailto (`javascript:`, `data:`, protocol-relative,
 * relative). Links always open apart: `target="_blank" rel="noopener noreferrer nofollow"`, as the editor
 * writes them. Document: api/README.md, "The catalogue".
 */
import sanitizeHtml from 'sanitize-html';

/** The editor's tags (TipTap's starter kit with headings 2 and 3). */
export const RICH_TEXT_TAGS = ['p', 'br', 'h2', 'h3', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr'];
const LINK_ADDRESS = /^(https?:\/\/|mailto:)/i;
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

const options: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A tag not allowed goes, its text stays (script, style, textarea… go with their content).
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      return { tagName, attribs: LINK_ADDRESS.test(href) ? { href, ...LINK_ATTRIBUTES } : {} };
    },
  },
  // A link without an allowed address is no link: the tag goes, its text stays.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The HTML as stored: sanitised, and '' when nothing is left to read (an emptied editor sends '<p></p>').
 * Void tags are written `<br />`, `<hr />`; sanitising stored HTML again changes nothing.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  const readable = clean.includes('<hr') || clean.replace(/<[^>]*>/g, '').trim() !== '';
  return readable ? clean : '';
}
