import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks the media-query and resize APIs that Mantine components read on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
