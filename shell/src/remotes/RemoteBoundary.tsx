import { Banner, BlockStack, Page, Text } from '@shopify/polaris';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  title: string;
  /** A change (the location) clears a caught error, so leaving and coming back tries again. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** The Polaris fallback that stands in for a remote that could not be loaded or crashed. */
export function RemoteFallback({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Page title={title}>
      <Banner
        tone="critical"
        title="This section is temporarily unavailable"
        action={{ content: 'Try again', onAction: onRetry }}
      >
        <BlockStack gap="100">
          <Text as="p">{title} could not be loaded. The rest of Cartlift keeps working; try again in a moment.</Text>
        </BlockStack>
      </Banner>
    </Page>
  );
}

/** Keeps a failing remote inside its own box: the sidebar and every other screen keep working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[cartlift] ${this.props.title} failed`, error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteFallback
          title={this.props.title}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
