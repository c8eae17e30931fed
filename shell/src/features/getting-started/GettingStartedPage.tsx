import { BlockStack, Page, Spinner, InlineStack, Text } from '@shopify/polaris';
import { QuestionCircleIcon } from '@shopify/polaris-icons';
import { HelpOverlay, useNavigateKeepingQuery } from '@cartlift/admin-kit';
import { useState } from 'react';
import { InstallationModal } from './InstallationModal';
import { SetupGuide, TASK_BADGES, type SetupTask } from './SetupGuide';
import { useSetupGuide } from './useSetupGuide';
import { WelcomeVideoModal } from './WelcomeVideoModal';

/** Home (`/`): the Setup Guide, the installation modal, the welcome video on first login and the help overlay. */
export function GettingStartedPage() {
  const navigate = useNavigateKeepingQuery();
  const { progress, isLoading, error } = useSetupGuide();
  const [installOpen, setInstallOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // A failed shop fetch goes to the error page ("Something went wrong.").
  if (error) throw error instanceof Error ? error : new Error('Fetching shop data failed');

  const tasks: SetupTask[] = [
    {
      id: 'review_design',
      title: 'Review cart design',
      description: 'Pick colours, fonts and texts so the cart looks like your store.',
      action: { label: 'Review design', onAction: () => navigate('/settings') },
    },
    {
      id: 'activate_cart',
      title: 'Activate the cart',
      description: 'Switch on the Cartlift app embed in your theme so shoppers see the new cart.',
      badge: TASK_BADGES.required,
      action: { label: 'Activate', onAction: () => setInstallOpen(true) },
    },
    {
      id: 'activate_campaigns',
      title: 'Activate upsell campaigns',
      description: 'Create your first campaign: free gifts, tiered discounts or one-tick add-ons.',
      badge: TASK_BADGES.recommended,
      action: { label: 'Create campaign', onAction: () => navigate('/campaigns/create') },
    },
  ];

  return (
    <Page
      title="Getting started"
      subtitle="Three steps to a cart that sells more"
      secondaryActions={[{ content: 'Help', icon: QuestionCircleIcon, onAction: () => setHelpOpen(true) }]}
    >
      <BlockStack gap="400">
        {isLoading ? (
          <InlineStack gap="200" blockAlign="center">
            <Spinner size="small" accessibilityLabel="Fetching shop data" />
            <Text as="span" tone="subdued">
              Fetching shop data
            </Text>
          </InlineStack>
        ) : (
          <SetupGuide progress={progress} tasks={tasks} />
        )}
      </BlockStack>
      <InstallationModal open={installOpen} onClose={() => setInstallOpen(false)} />
      <HelpOverlay open={helpOpen} onClose={() => setHelpOpen(false)} />
      <WelcomeVideoModal />
    </Page>
  );
}
