import type { HtmlTagDescriptor, Plugin } from 'vite';

const FONT = /noto-sans-bengali-bengali-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds to index.html what the first paint needs but only CSS would discover (decision 0040): `preload` of
 * the Bengali face (decision 0032): every page shows Bengali letters (at least the language toggle), and
 * the browser would find the font only once text is laid out. Low priority, so it does not take the line
 * from the stylesheet and scripts. The home route itself is in the entry (src/app/router.tsx), so its code
 * needs no preload of its own.
 */
export function preloadLanding(): Plugin {
  return {
    name: 'shobdo-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const font = Object.values(bundle).find((o) => o.type === 'asset' && FONT.test(o.fileName));
        if (!font) return html;
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${font.fileName}`,
            },
            injectTo: 'head',
          },
        ];
        return { html, tags };
      },
    },
  };
}
