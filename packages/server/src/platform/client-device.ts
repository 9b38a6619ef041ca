/** What a person recognises of a browser's User-Agent: the kind of device and the browser, in words. */
export interface ClientDevice {
  device: string;
  browser: string;
}

const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android.*Mobile/, 'Android phone'],
  [/Android/, 'Android tablet'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows computer'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux computer'],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

export function describeClient(userAgent: string): ClientDevice {
  const text = userAgent.slice(0, 500);
  const device = DEVICES.find(([pattern]) => pattern.test(text))?.[1] ?? 'Unknown device';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      const version = match.slice(1).find(Boolean);
      return { device, browser: version ? `${name} ${version}` : name };
    }
  }
  return { device, browser: text ? 'Other browser' : 'Unknown browser' };
}
