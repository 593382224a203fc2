import { Marked, Renderer, type Tokens } from 'marked';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Links may go to the web, to an e-mail address, or within the app/page; anything else (javascript:, data:) is dropped. */
const SAFE_HREF = /^(https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[\w-]+(\/|\.|$))/i;

/** Rendered tables sit in this wrapper, which scrolls sideways on narrow screens. */
export const TABLE_SCROLL_CLASS = 'md-table-scroll';

/**
 * The model card is our own file served by our server, but it is still rendered as data, not trusted markup.
 * Raw HTML does not get through: marked turns inline and block HTML into `html` tokens, and the `html`
 * renderer below returns them escaped (`<b>` shows as the text "<b>", never as an element). Everything
 * else marked writes itself, with the text escaped. Link and image addresses that are not web, mail or
 * relative addresses (javascript:, data:, vbscript:) are removed in `walkTokens`.
 *
 * Headings move down one level: the page's own title is the h1, so the card's '# Shobdo model card' is an h2.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') (token as Tokens.Heading).depth = Math.min(6, (token as Tokens.Heading).depth + 1);
    if (token.type === 'link' || token.type === 'image') {
      const link = token as Tokens.Link | Tokens.Image;
      if (!SAFE_HREF.test(link.href.trim())) link.href = '';
    }
  },
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    table(token) {
      return `<div class="${TABLE_SCROLL_CLASS}" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>`;
    },
  },
});

/** Markdown to the HTML the model card page shows (see above for what is escaped or dropped). */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
