import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * A phone on slow 4G (issue 28): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times
 * slower than this machine's, a 390 x 844 viewport. Applied through the DevTools protocol, as Lighthouse
 * and WebPageTest's Chrome agent do.
 */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

/** Time to interactive ends at the last long task before this long a window without one. */
export const QUIET_WINDOW_MS = 5000;

export interface WireBytes {
  js: number;
  css: number;
  font: number;
  other: number;
  requests: number;
}

export interface PageFigures extends WireBytes {
  fcp_ms: number;
  lcp_ms: number;
  tti_ms: number;
  /** The largest contentful paint's element: tag, area and the start of its text. */
  lcp_element: string;
}

/** Records paints, the largest contentful paint and long tasks from the first byte of every page. */
const OBSERVE = `
  window.__perf = { lcp: 0, fcp: 0, lcpElement: '', longTasks: [] };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      window.__perf.lcp = e.startTime;
      const el = e.element;
      window.__perf.lcpElement = el ? el.tagName.toLowerCase() + ' ' + e.size + 'px² ' + JSON.stringify((el.textContent || e.url || '').slice(0, 40)) : e.url;
    }
  })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.startTime + e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/** `tls`: the page is served by the bench's TLS proxy, whose certificate is self-signed. */
export async function newPhoneContext(browser: Browser, tls = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: tls,
    viewport: PHONE_PROFILE.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(OBSERVE);
  return context;
}

/** Turns the throttling on for one page; everything that page loads afterwards is counted by type. */
export async function throttle(
  page: Page,
): Promise<{ cdp: CDPSession; bytes: () => WireBytes; reset: () => void; scriptEncodings: () => string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  const types = new Map<string, string>();
  let counted: WireBytes = { js: 0, css: 0, font: 0, other: 0, requests: 0 };
  const encodings = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    if (e.type === 'Script') encodings.add(String(e.response.headers['content-encoding'] ?? 'identity'));
  });
  cdp.on('Network.loadingFinished', (e) => {
    // encodedDataLength: what crossed the wire for this response, headers included, compressed as sent.
    const type = types.get(e.requestId);
    const key = type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : type === 'Font' ? 'font' : 'other';
    counted[key] += e.encodedDataLength;
    counted.requests += 1;
  });
  return {
    cdp,
    bytes: () => ({ ...counted }),
    scriptEncodings: () => [...encodings],
    reset: () => {
      counted = { js: 0, css: 0, font: 0, other: 0, requests: 0 };
    },
  };
}

/**
 * Paint figures of the page as loaded so far. Time to interactive, simplified from Lighthouse's: the end
 * of the last long task (>= 50 ms on the main thread) after the first contentful paint, found by waiting
 * until QUIET_WINDOW_MS pass without a new one; the first contentful paint itself when there is none.
 * (Lighthouse also asks for at most two requests in flight; the pages here have none left by then.)
 */
export async function readPaintFigures(
  page: Page,
): Promise<{ fcp_ms: number; lcp_ms: number; tti_ms: number; lcp_element: string }> {
  type Perf = { lcp: number; fcp: number; lcpElement: string; longTasks: [number, number][] };
  const read = () => page.evaluate(() => (globalThis as unknown as { __perf: Perf }).__perf);
  for (;;) {
    const perf = await read();
    const now = await page.evaluate(() => performance.now());
    const lastEnd = Math.max(perf.fcp, ...perf.longTasks.filter(([, end]) => end > perf.fcp).map(([, end]) => end));
    if (perf.fcp > 0 && now - lastEnd >= QUIET_WINDOW_MS)
      return { fcp_ms: perf.fcp, lcp_ms: perf.lcp, tti_ms: lastEnd, lcp_element: perf.lcpElement };
    await page.waitForTimeout(500);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The page's request waterfall from the Resource Timing API: each request's start and end in ms since
 * navigation, with its path, so a trace shows what the largest contentful paint waited for.
 */
export async function readWaterfall(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const rows = nav ? [Math.round(nav.requestStart) + '-' + Math.round(nav.responseEnd) + ' document'] : [];
    for (const e of performance.getEntriesByType('resource')) {
      rows.push(Math.round(e.startTime) + '-' + Math.round(e.responseEnd) + ' ' + new URL(e.name).pathname + ' (' + e.transferSize + ' B)');
    }
    return rows;
  })()`);
}
