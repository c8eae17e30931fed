import { EmptyState, Page } from '@shopify/polaris';

/** "Page Not Found" with a link to the dashboard; shell and remotes use it for unknown paths. */
export function NotFoundPage() {
  return (
    <Page>
      <EmptyState heading="Page Not Found" image="" action={{ content: 'Go to dashboard', url: '/dashboard' }}>
        <p>The page you are looking for does not exist or has moved.</p>
      </EmptyState>
    </Page>
  );
}

/** The error page: "Something went wrong." with a link to the dashboard, and an optional retry. */
export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  return (
    <Page>
      <EmptyState
        heading="Something went wrong."
        image=""
        action={{ content: 'Go to dashboard', url: '/dashboard' }}
        secondaryAction={onRetry ? { content: 'Try again', onAction: onRetry } : undefined}
      >
        <p>This part of Cartlift could not be shown. The rest of the app still works.</p>
      </EmptyState>
    </Page>
  );
}

