import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The language modules of src/lib/i18n.ts: one chunk each. */
const BUNDLES = { en: '/src/lib/locale-bundles/en.ts', bn: '/src/lib/locale-bundles/bn.ts' } as const;
type Language = keyof typeof BUNDLES;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function readMessages(language: Language, namespace: string): Record<string, unknown> {
  const file = fileURLToPath(new URL(`./src/locales/${language}/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * The home page's top as React first renders it (NavBar and HeroSection, same classes, same strings): the
 * header bar with the brand, the heading and the line below it, the largest text on a phone's first screen.
 * Plain divs stand for the app's header and main: the copy is a picture of the page, not a second set of
 * landmarks (hidden on other paths, it would still be a second `main` to a selector until React removes it).
 */
function homeShell(language: Language): string {
  const nav = readMessages(language, 'nav') as { brand: string };
  const { hero } = readMessages(language, 'home') as { hero: { title: string; subtitle: string } };
  return `<div data-first-paint="${language}" lang="${language}"><div class="flex min-h-screen flex-col">
<div class="sticky top-0 z-40 border-b border-slate-800 bg-slate-950/90 backdrop-blur"><div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"><a href="/" class="flex items-baseline gap-2 text-xl font-bold text-emerald-300">${escapeHtml(nav.brand)}<span lang="bn" class="text-base font-medium text-slate-400">শব্দ</span></a></div></div>
<div class="flex-1"><section class="relative overflow-hidden border-b border-slate-800 bg-gradient-to-b from-emerald-950/40 to-slate-950"><div class="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-14 text-center sm:py-20">
<h1 class="text-3xl font-bold leading-tight text-slate-50 sm:text-5xl">${escapeHtml(hero.title)}</h1>
<p class="max-w-2xl text-base text-slate-300 sm:text-lg">${escapeHtml(hero.subtitle)}</p>
</div></section></div></div></div>`;
}

/**
 * Runs before the body is parsed (a blocking script: the CSP allows no inline one). It reads the reader's
 * language as src/lib/storage.ts keeps it, starts the download of that language's chunk (the entry would
 * ask for it only after it has run) and, on `/`, shows that language's static first paint.
 */
function firstPaintScript(chunks: Record<Language, string>): string {
  return `(function () {
  var language = 'en';
  try { if (localStorage.getItem('language') === 'bn') language = 'bn'; } catch (e) {}
  var root = document.documentElement;
  root.lang = language;
  if (location.pathname === '/') root.setAttribute('data-first-paint-lang', language);
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = ${JSON.stringify(chunks)}[language];
  document.head.appendChild(link);
})();
`;
}

const SHELL_CSS =
  '[data-first-paint]{display:none}' +
  Object.keys(BUNDLES)
    .map((l) => `html[data-first-paint-lang=${l}] [data-first-paint=${l}]{display:block}`)
    .join('');

/**
 * A static first paint for the home page (issue 28, decision 0057): on a slow phone the page used to stay
 * blank until React had downloaded and run (about 3.5 s); with this the heading and its line paint once
 * the HTML and the CSS are in. src/app/layouts/root-layout.tsx removes the shell in the commit that
 * renders the real page, so the two never show together.
 */
export function firstPaint(): Plugin {
  let scriptFile = '';
  return {
    name: 'shobdo-first-paint',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = {} as Record<Language, string>;
        for (const [language, module] of Object.entries(BUNDLES) as [Language, string][]) {
          const chunk = Object.values(bundle).find((o) => o.type === 'chunk' && o.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`first-paint: no chunk for ${module}`);
          chunks[language] = `/${chunk.fileName}`;
        }
        const source = firstPaintScript(chunks);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        scriptFile = `assets/first-paint-${hash}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!scriptFile) throw new Error('first-paint: the script was not emitted');
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', attrs: { src: `/${scriptFile}` }, injectTo: 'head-prepend' },
          { tag: 'style', children: SHELL_CSS, injectTo: 'head' },
          {
            tag: 'div',
            attrs: { id: 'first-paint' },
            children: homeShell('en') + homeShell('bn'),
            injectTo: 'body-prepend',
          },
        ];
        return { html, tags };
      },
    },
  };
}
