import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, RETURN_PATH_KEY, signInDestination, takeReturnPath } from './return-path';

afterEach(() => window.sessionStorage.clear());

describe('return path', () => {
  it.each([
    {
      name: 'a page',
      path: '/transactions/5?days=60',
      signedInAs: 'anna@example.com',
      goesTo: '/transactions/5?days=60',
    },
    {
      name: 'a page with a hash',
      path: '/categories#food',
      signedInAs: 'anna@example.com',
      goesTo: '/categories#food',
    },
    { name: 'a page, the address in other case', path: '/budgets', signedInAs: 'Anna@Example.com', goesTo: '/budgets' },
    { name: 'a page, someone else signing in', path: '/budgets', signedInAs: 'bob@example.com', goesTo: '/' },
    { name: 'the landing page', path: '/', signedInAs: 'anna@example.com', goesTo: '/' },
    {
      name: 'the landing page with a query',
      path: '/?emailvalidationid=x',
      signedInAs: 'anna@example.com',
      goesTo: '/',
    },
    { name: 'another host', path: '//evil.example/x', signedInAs: 'anna@example.com', goesTo: '/' },
    { name: 'a full address', path: 'https://evil.example/', signedInAs: 'anna@example.com', goesTo: '/' },
  ])('after $name, a sign-in goes to $goesTo', ({ path, signedInAs, goesTo }) => {
    rememberReturnPath(window.sessionStorage, path, 'anna@example.com');
    expect(takeReturnPath(window.sessionStorage, signedInAs)).toBe(goesTo);
  });

  it('serves once', () => {
    rememberReturnPath(window.sessionStorage, '/tags', 'anna@example.com');
    expect(takeReturnPath(window.sessionStorage, 'anna@example.com')).toBe('/tags');
    expect(takeReturnPath(window.sessionStorage, 'anna@example.com')).toBe('/');
  });

  it.each([
    { name: 'nothing', stored: null },
    { name: 'text that is not JSON', stored: 'not json' },
    { name: 'a path of the wrong type', stored: '{"path":5,"subject":"anna@example.com"}' },
    { name: 'a tampered path', stored: '{"path":"//evil.example","subject":"anna@example.com"}' },
  ])('goes home when storage holds $name', ({ stored }) => {
    if (stored !== null) window.sessionStorage.setItem(RETURN_PATH_KEY, stored);
    expect(takeReturnPath(window.sessionStorage, 'anna@example.com')).toBe('/');
  });
});

describe('where a sign-in goes', () => {
  it.each([
    { name: 'a link opened signed out', at: '/budgets?type=2#top', remembered: null, goesTo: '/budgets?type=2#top' },
    { name: 'a link, with another page remembered', at: '/tags', remembered: '/budgets', goesTo: '/tags' },
    { name: 'the landing page, a page remembered', at: '/', remembered: '/budgets', goesTo: '/budgets' },
    { name: 'the landing page, nothing remembered', at: '/', remembered: null, goesTo: '/' },
    { name: 'the landing page with a query', at: '/?emailvalidationid=x', remembered: null, goesTo: '/' },
    { name: 'an address of another host', at: '//evil.example/x', remembered: null, goesTo: '/' },
    { name: 'a full address', at: 'https://evil.example/', remembered: null, goesTo: '/' },
  ])('from $name: $goesTo', ({ at, remembered, goesTo }) => {
    if (remembered) rememberReturnPath(window.sessionStorage, remembered, 'anna@example.com');
    expect(signInDestination(window.sessionStorage, 'anna@example.com', at)).toBe(goesTo);
    // The remembered page serves once, whichever way the sign-in went.
    expect(takeReturnPath(window.sessionStorage, 'anna@example.com')).toBe('/');
  });
});
