import { Badge, BlockStack, Box, Button, Card, Collapsible, Icon, InlineStack, ProgressBar, Text } from '@shopify/polaris';
import { CheckCircleIcon, ChevronDownIcon, ChevronUpIcon } from '@shopify/polaris-icons';
import type { SetupGuideProgress } from '@cartlift/domain';
import { useState, type ReactNode } from 'react';

/** One task row of the guide. */
export interface SetupTask {
  id: keyof SetupGuideProgress['tasks'];
  title: string;
  description: string;
  badge?: ReactNode;
  action: { label: string; onAction: () => void };
}

/** The Setup Guide card: "N of 3 tasks completed", a bar green at 3 and blue below, collapsible, one row per task. */
export function SetupGuide({ progress, tasks }: { progress: SetupGuideProgress; tasks: SetupTask[] }) {
  const [open, setOpen] = useState(true);
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center">
          <Text as="h2" variant="headingMd">
            Setup Guide
          </Text>
          <Button
            variant="tertiary"
            icon={open ? ChevronUpIcon : ChevronDownIcon}
            accessibilityLabel={open ? 'Collapse setup guide' : 'Expand setup guide'}
            ariaExpanded={open}
            ariaControls="cartlift-setup-guide"
            onClick={() => setOpen((o) => !o)}
          />
        </InlineStack>
        <Text as="p" tone="subdued">
          {progress.text}
        </Text>
        <div data-tone={progress.tone} data-testid="setup-progress">
          <ProgressBar
            progress={(progress.completed / progress.total) * 100}
            tone={progress.tone === 'green' ? 'success' : 'highlight'}
            size="small"
          />
        </div>
        <Collapsible id="cartlift-setup-guide" open={open}>
          <BlockStack gap="200">
            {tasks.map((task, i) => {
              const done = progress.tasks[task.id];
              return (
                <Box key={task.id} padding="300" background={done ? 'bg-surface-secondary' : 'bg-surface'} borderRadius="200">
                  <InlineStack gap="300" align="space-between" blockAlign="center" wrap={false}>
                    <InlineStack gap="300" blockAlign="center" wrap={false}>
                      <Box minWidth="20px">
                        {done ? (
                          <Icon source={CheckCircleIcon} tone="success" accessibilityLabel="Done" />
                        ) : (
                          <Text as="span" tone="subdued">
                            {i + 1}
                          </Text>
                        )}
                      </Box>
                      <BlockStack gap="100">
                        <InlineStack gap="200" blockAlign="center">
                          <Text as="h3" variant="headingSm">
                            {task.title}
                          </Text>
                          {task.badge}
                        </InlineStack>
                        <Text as="p" tone="subdued">
                          {task.description}
                        </Text>
                      </BlockStack>
                    </InlineStack>
                    <Button onClick={task.action.onAction} variant={done ? 'plain' : 'primary'}>
                      {task.action.label}
                    </Button>
                  </InlineStack>
                </Box>
              );
            })}
          </BlockStack>
        </Collapsible>
      </BlockStack>
    </Card>
  );
}

/** Badges of the tasks (required, recommended). */
export const TASK_BADGES = {
  required: <Badge tone="attention">Required</Badge>,
  recommended: <Badge tone="info">Recommended</Badge>,
};
