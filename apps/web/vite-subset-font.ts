import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The shipped Bengali face's file (decision 0032), as Vite names it in dist/assets. */
export const BENGALI_FONT_FILE = /noto-sans-bengali-bengali-wght-normal-[\w-]+\.woff2$/;

/**
 * The weights the app uses: normal text 400, Tailwind's font-medium 500, font-semibold 600, font-bold and
 * headings 700 (bengali-font.css declares the same range). Nothing lighter or heavier is drawn.
 */
export const BENGALI_FONT_WEIGHTS = { min: 400, max: 700, default: 400 } as const;

/** The characters of the face's unicode-range (bengali-font.css): the subset keeps every glyph they shape to. */
function bengaliSubsetText(): string {
  // Spaces too: the package's file has them, and a shaper keeps a space inside a Bengali run in its font.
  const ranges: [number, number][] = [
    [0x0020, 0x0020],
    [0x00a0, 0x00a0],
    [0x0951, 0x0952],
    [0x0964, 0x0965],
    [0x0980, 0x09fe],
    [0x1cd0, 0x1cd0],
    [0x1cd2, 0x1cd2],
    [0x1cd5, 0x1cd6],
    [0x1cd8, 0x1cd8],
    [0x1ce1, 0x1ce1],
    [0x1cea, 0x1cea],
    [0x1ced, 0x1ced],
    [0x1cf2, 0x1cf2],
    [0x1cf5, 0x1cf7],
    [0x200c, 0x200d],
    [0x20b9, 0x20b9],
    [0x25cc, 0x25cc],
    [0xa8f1, 0xa8f1],
  ];
  let text = '';
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

/** The Bengali face cut to the weights the app uses (harfbuzz's hb-subset, WebAssembly: nothing to download). */
export async function subsetBengaliFont(font: Uint8Array): Promise<Uint8Array> {
  return subsetFont(Buffer.from(font), bengaliSubsetText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...BENGALI_FONT_WEIGHTS } },
  });
}

/**
 * Ships the Bengali face with its weight axis limited to 400-700 instead of the package's 100-900: 72 KB
 * instead of 105 KB, fetched on every first visit (issue 28, decision 0064). The file keeps the name Vite
 * gave it (its hash is the package file's: a new package version, a new name); the layout tables that
 * shape conjuncts are kept (hb-subset's default features include the Indic ones).
 */
export function subsetBengaliFontPlugin(): Plugin {
  return {
    name: 'shobdo-subset-bengali-font',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !BENGALI_FONT_FILE.test(asset.fileName)) continue;
        const source = typeof asset.source === 'string' ? Buffer.from(asset.source) : asset.source;
        asset.source = await subsetBengaliFont(source);
      }
    },
  };
}
