import type { Locator } from '@playwright/test';

/**
 * WCAG contrast ratio of an element's text (or its `::placeholder`) against the background it sits on.
 * Colours are resolved by painting them on a 1x1 canvas, so any CSS colour syntax works (Tailwind 4 uses
 * oklch); the background is the element's and its ancestors' background colours composited from the
 * root down (background images and gradients are ignored).
 */
export function contrastRatio(target: Locator, pseudo?: '::placeholder'): Promise<number> {
  return target.evaluate((element, pseudoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 1, 1);
    for (const node of chain) {
      ctx.fillStyle = getComputedStyle(node).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
    }
    const [br, bg, bb] = ctx.getImageData(0, 0, 1, 1).data;
    ctx.fillStyle = getComputedStyle(element, pseudoElement ?? null).color;
    ctx.fillRect(0, 0, 1, 1);
    const [fr, fg, fb] = ctx.getImageData(0, 0, 1, 1).data;
    const luminance = (r: number, g: number, b: number) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [lo, hi] = [luminance(br!, bg!, bb!), luminance(fr!, fg!, fb!)].sort((a, b) => a - b);
    return (hi! + 0.05) / (lo! + 0.05);
  }, pseudo);
}
