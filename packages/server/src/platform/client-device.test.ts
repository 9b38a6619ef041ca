import { describe, expect, it } from 'vitest';
import { describeClient } from './client-device.js';

describe('describeClient', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Windows computer',
      'Chrome 131',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Windows computer',
      'Edge 131',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'iPhone',
      'Safari 18',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0', 'Mac', 'Firefox 133'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Android phone',
      'Chrome 131',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      'Linux computer',
      'Headless Chrome 156',
    ],
    ['curl/8.5.0', 'Unknown device', 'Other browser'],
    ['', 'Unknown device', 'Unknown browser'],
  ])('%s', (userAgent, device, browser) => {
    expect(describeClient(userAgent)).toEqual({ device, browser });
  });
});
