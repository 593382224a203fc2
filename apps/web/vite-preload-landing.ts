import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/** The route most visits start on; its chunks are fetched with the entry instead of after it runs. */
const LANDING_ROUTE = '/src/app/routes/home.tsx';
const FONT = /noto-sans-bengali-bengali-wght-normal-[\w-]+\.woff2$/;

type Bundle = Rolldown.OutputBundle;

function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const dep of chunk.imports) staticClosure(bundle, dep, into);
  return into;
}

/**
 * Adds to index.html what the first paint needs but only JavaScript would discover (decision 0040):
 * - `modulepreload` of the home route's own chunks: routes are lazy, so without it the browser asks for
 *   them only after the entry has downloaded and run (on a slow phone, seconds later). The other
 *   routes pay the few KB of the home chunk that they do not use;
 * - `preload` of the Bengali face (decision 0032): every page shows Bengali letters (at least the
 *   language toggle), and the browser would find the font only once text is laid out. Low priority,
 *   so it does not take the line from the scripts the first paint waits for.
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
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const landing = chunks.find((c) => c.facadeModuleId?.endsWith(LANDING_ROUTE));
        if (!entry || !landing) throw new Error(`preload-landing: no entry or no ${LANDING_ROUTE} chunk`);
        const loaded = staticClosure(bundle, entry.fileName);
        const tags: HtmlTagDescriptor[] = [...staticClosure(bundle, landing.fileName)]
          .filter((file) => !loaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        const font = Object.values(bundle).find((o) => o.type === 'asset' && FONT.test(o.fileName));
        if (font) {
          tags.push({
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
          });
        }
        return { html, tags };
      },
    },
  };
}
