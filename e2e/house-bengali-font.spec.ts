import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { presetLanguage } from './support/language';
import { expect, test } from './support/fixtures';

/**
 * The app ships its Bengali face (apps/web/src/styles/bengali-font.css), so Bengali reads as letters on a
 * machine with no Bengali system font. To mean the same on every machine, Chromium runs here with a
 * fontconfig that rejects every font covering Bengali: the system's other fonts stay, any Bengali one
 * (fonts-noto-core, Lohit, ...) is hidden.
 */
const FONT_FAMILY = 'Shobdo Bengali';
const WORD = 'শব্দ বিশ্লেষণ';

function writeFontconfigWithoutBengali(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fc-no-bengali-'));
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${join(dir, 'cache')}</cachedir>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>bn</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`,
  );
  return file;
}

const FONTCONFIG_FILE = writeFontconfigWithoutBengali();

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    env: { ...process.env, FONTCONFIG_FILE } as Record<string, string>,
  },
});

/** The fonts Chromium really drew a node's text with (DevTools' "Rendered Fonts"). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Widths of the same Bengali text in the shipped face and in the system fallback alone (boxes here). */
async function measureWidths(page: Page) {
  return page.evaluate(
    ({ word, family }) => {
      const measure = (fontFamily: string) => {
        const span = document.createElement('span');
        span.textContent = word;
        span.style.cssText = `font: 32px ${fontFamily}; position: absolute; visibility: hidden; white-space: nowrap`;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return { shipped: measure(`'${family}', sans-serif`), fallback: measure('sans-serif') };
    },
    { word: WORD, family: FONT_FAMILY },
  );
}

test('the fontconfig of this spec hides every Bengali system font', () => {
  let listed: string;
  try {
    listed = execFileSync('fc-list', [':lang=bn', 'family'], {
      env: { ...process.env, FONTCONFIG_FILE },
      encoding: 'utf8',
    });
  } catch {
    test.skip(true, 'fc-list is not installed');
    return;
  }
  expect(listed.trim()).toBe('');
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  for (const language of ['bn', 'en'] as const) {
    test(`Bengali text is drawn with the shipped face, not boxes (${language}, ${viewport.name})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await presetLanguage(page, language);
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // In English the Bengali on the page is the language toggle's 'বাংলা'; in Bengali, the whole page.
      // The page's own Bengali letters make the browser fetch the face (nothing here asks it to load).
      await expect
        .poll(() =>
          page.evaluate(
            (family) =>
              Array.from(document.fonts as unknown as Iterable<FontFace>)
                .filter((face) => face.family.replace(/["']/g, '') === family)
                .map((face) => face.status),
            FONT_FAMILY,
          ),
        )
        .toEqual(['loaded']);
      await page.evaluate(() => document.fonts.ready);
      expect(
        await page.evaluate(({ family, word }) => document.fonts.check(`16px '${family}'`, word), {
          family: FONT_FAMILY,
          word: WORD,
        }),
      ).toBe(true);
      // One file, the Bengali subset, and only it: Latin text keeps the system face.
      const woff2 = fontRequests.filter((path) => path.endsWith('.woff2'));
      expect(woff2).toHaveLength(1);
      expect(woff2[0]).toMatch(/noto-sans-bengali-bengali-wght-normal-[\w-]+\.woff2$/);

      if (language === 'bn') {
        const fonts = await renderedFonts(page, 'h1');
        const bengali = fonts.find((font) => font.isCustomFont && /Noto Sans Bengali/i.test(font.familyName));
        expect(bengali, JSON.stringify(fonts)).toBeDefined();
        expect(bengali!.glyphCount).toBeGreaterThan(5);
      }
      const widths = await measureWidths(page);
      expect(Math.abs(widths.shipped - widths.fallback)).toBeGreaterThan(4);

      const path = testInfo.outputPath(`bengali-font-${language}-${viewport.name}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`home ${language} ${viewport.name}`, { path, contentType: 'image/png' });
    });
  }
}
