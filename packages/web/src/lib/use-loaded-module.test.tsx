import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { remembered } from './lazy-page';
import { useLoadedModule } from './use-loaded-module';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Greeter({ load }: { load: ReturnType<typeof remembered<{ Greeting: typeof Greeting }>> }) {
  const module = useLoadedModule(load);
  return module ? <module.Greeting name="Ada" /> : <p>Loading</p>;
}

class Catcher extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

describe('useLoadedModule', () => {
  it('draws the module once it arrives, and at once when it already has', async () => {
    const load = remembered(async () => ({ Greeting }));
    const { unmount } = render(<Greeter load={load} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    unmount();

    render(<Greeter load={load} />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('hands a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = remembered<{ Greeting: typeof Greeting }>(() => Promise.reject(new Error('chunk failed')));
    render(
      <Catcher>
        <Greeter load={load} />
      </Catcher>,
    );
    expect(await screen.findByText('Failed')).toBeTruthy();
  });
});
