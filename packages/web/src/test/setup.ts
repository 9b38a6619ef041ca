import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy and waitFor wait up to 10 s, not 1 s: a lazily loaded page compiles on its first use, and on a
// loaded machine that alone took more than a second.
configure({ asyncUtilTimeout: 10_000 });

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
