// The part of subset-font (no types of its own) that vite-subset-font.ts uses.
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype'; variationAxes?: Record<string, number | AxisRange> },
  ): Promise<Buffer>;
}
