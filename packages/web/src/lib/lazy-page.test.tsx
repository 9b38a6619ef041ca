import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, remembered } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('remembered', () => {
  it('starts the import once, shares it and keeps the module once it has arrived', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const remember = remembered(load);
    expect(remember.loaded).toBeUndefined();
    const [first, second] = [remember(), remember()];
    expect(await first).toBe(await second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(remember.loaded?.Greeting).toBe(Greeting);
  });

  it('tries again after an import that failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ Greeting });
    const remember = remembered(load as () => Promise<{ Greeting: typeof Greeting }>);
    await expect(remember()).rejects.toThrow('chunk failed');
    expect(remember.loaded).toBeUndefined();
    await expect(remember()).resolves.toEqual({ Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage', () => {
  it('renders a module that has already arrived at once, without its fallback', async () => {
    const load = remembered(async () => ({ Greeting }));
    await load();
    const Page = lazyPage(load, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback in between.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a module still on its way arrives', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const load = remembered(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    arrive({ Greeting });
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });
});
