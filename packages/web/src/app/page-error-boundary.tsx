import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button } from '@mantine/core';
import { Messages } from '@hearth/contract';

interface ErrorCatcherProps {
  /** A change of this value (the address) clears the failure, so the next page shows again. */
  resetKey: string;
  children: ReactNode;
}

class ErrorCatcher extends Component<ErrorCatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorCatcherProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" variant="light" title={Messages.unhandled} m="md">
        <Button mt="sm" variant="light" color="red" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Alert>
    );
  }
}

/**
 * A page that fails to render (or whose script cannot be fetched after an update of the server) shows the
 * product's error text and a way to reload instead of a blank window; going to another address recovers.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher resetKey={pathname}>{children}</ErrorCatcher>;
}
