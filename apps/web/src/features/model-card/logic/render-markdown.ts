import { Marked, Renderer, type Tokens } from 'marked';
import type { Language } from '@shobdo/contracts';
import { localizeProseDigits } from './localize-prose-digits';

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
 *
 * In Bengali the digits of the text become Bengali digits (localizeProseDigits: names such as shobdo-v2
 * keep theirs). Only plain text tokens are rewritten: code spans and code blocks are other token types,
 * so commands, file names and settings stay copyable, and link addresses are not text.
 */
function createMarkdown(language: Language): Marked {
  return new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'heading') (token as Tokens.Heading).depth = Math.min(6, (token as Tokens.Heading).depth + 1);
      if (token.type === 'link' || token.type === 'image') {
        const link = token as Tokens.Link | Tokens.Image;
        if (!SAFE_HREF.test(link.href.trim())) link.href = '';
      }
      // A text token with child tokens is rendered from them; an escaped one is raw HTML's text.
      if (token.type === 'text' && !token.tokens && !('escaped' in token && token.escaped)) {
        token.text = localizeProseDigits(token.text, language);
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
}

const renderers = new Map<Language, Marked>();

/** Markdown to the HTML the model card page shows, digits in `language`'s (see above for what is escaped or dropped). */
export function renderMarkdown(source: string, language: Language = 'en'): string {
  let markdown = renderers.get(language);
  if (!markdown) renderers.set(language, (markdown = createMarkdown(language)));
  return markdown.parse(source, { async: false });
}
