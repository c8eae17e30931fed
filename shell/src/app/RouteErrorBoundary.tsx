import { ErrorPage } from '@cartlift/admin-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  resetKey: string;
  children: ReactNode;
}

/** Turns a crash in a shell screen into the error page ("Something went wrong."); a navigation clears it. */
export class RouteErrorBoundary extends Component<Props, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[cartlift] screen failed', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.hasError) this.setState({ hasError: false });
  }

  override render() {
    if (this.state.hasError) return <ErrorPage onRetry={() => this.setState({ hasError: false })} />;
    return this.props.children;
  }
}
