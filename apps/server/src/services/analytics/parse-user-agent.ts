/**
 * The most the analytics keep of a user agent: a browser family and a device class (docs/privacy.md).
 * The raw string is never stored.
 */
export interface ClientClass {
  browser: string;
  device: 'mobile' | 'tablet' | 'desktop' | 'bot';
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

export function classifyUserAgent(userAgent: string): ClientClass {
  if (/bot|crawler|spider|crawling|headlesschrome|curl|wget|python-requests/i.test(userAgent)) {
    return { browser: 'Bot', device: 'bot' };
  }
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
  const device =
    /iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))
      ? 'tablet'
      : /Mobi|iPhone|iPod|Android/i.test(userAgent)
        ? 'mobile'
        : 'desktop';
  return { browser, device };
}
