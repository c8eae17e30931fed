import { errorMessageOf, useNavigateKeepingQuery, useToast } from '@cartlift/admin-kit';
import { BlockStack, Modal, Text } from '@shopify/polaris';
import { useState } from 'react';
import {
  useExperimentDeleteMutation,
  useExperimentPromoteMutation,
  useExperimentStartMutation,
  useExperimentStopMutation,
  type ExperimentDraftCart,
  type ExperimentRecord,
} from './experimentsApi';
import { readVariant, variantLabel } from './experimentText';

/** The toasts after each action. */
export const ACTION_TOASTS = {
  start: 'Experiment started',
  stop: 'Experiment stopped',
  promote: 'Variant promoted to the live cart',
  delete: 'Experiment deleted',
} as const;

/** An action that asks first. */
export type ConfirmedAction = 'stop' | 'promote' | 'delete';

/** What the page's buttons and the modals share. */
export interface ExperimentActions {
  experiment: ExperimentRecord | null;
  drafts: readonly ExperimentDraftCart[];
  confirming: ConfirmedAction | null;
  busy: boolean;
  /** The gateway's refusal of the last action (the domain's words), until dismissed or another action. */
  error: string | null;
  clearError(): void;
  start(): void;
  ask(action: ConfirmedAction): void;
  cancel(): void;
  confirm(): void;
}

/**
 * Start (a draft, at once), and stop, promote or delete after a confirmation: each sends its mutation, toasts on
 * success and keeps the gateway's refusal to show (it is the domain's message: another experiment running, ...).
 */
export function useExperimentActions(experiment: ExperimentRecord | null, drafts: readonly ExperimentDraftCart[]): ExperimentActions {
  const toast = useToast();
  const navigate = useNavigateKeepingQuery();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [start, started] = useExperimentStartMutation();
  const [stop, stopped] = useExperimentStopMutation();
  const [promote, promoted] = useExperimentPromoteMutation();
  const [remove, removed] = useExperimentDeleteMutation();
  const run = async (action: keyof typeof ACTION_TOASTS) => {
    if (!experiment) return;
    setError(null);
    const send = { start, stop, promote, delete: remove }[action];
    try {
      await send(experiment.id).unwrap();
      toast(ACTION_TOASTS[action]);
      if (action === 'delete') navigate('..', { replace: true });
    } catch (e) {
      setError(errorMessageOf(e));
      toast(errorMessageOf(e), { isError: true });
    } finally {
      setConfirming(null);
    }
  };
  return {
    experiment,
    drafts,
    confirming,
    busy: started.isLoading || stopped.isLoading || promoted.isLoading || removed.isLoading,
    error,
    clearError: () => setError(null),
    start: () => void run('start'),
    ask: setConfirming,
    cancel: () => setConfirming(null),
    confirm: () => {
      if (confirming) void run(confirming);
    },
  };
}

/** What promoting does, in the merchant's words: it depends on what the variant is. */
export function promoteConsequence(experiment: ExperimentRecord, drafts: readonly ExperimentDraftCart[]): string {
  if (readVariant(experiment.variant)?.kind === 'theme')
    return "Cartlift's cart is switched off for every shopper: they get your theme's own cart, as the variant's visitors did. You can switch it back on in Cart Setup.";
  return `${variantLabel(experiment.variant, drafts)} becomes the live cart for every shopper. Your current live cart is kept in Cart Setup, where you can roll back to it in one click.`;
}

const MODALS: Record<ConfirmedAction, { title: string; button: string; destructive: boolean }> = {
  stop: { title: 'Stop this experiment?', button: 'Stop experiment', destructive: true },
  promote: { title: 'Promote the variant?', button: 'Promote variant', destructive: false },
  delete: { title: 'Delete this experiment?', button: 'Delete', destructive: true },
};

function modalBody(action: ConfirmedAction, experiment: ExperimentRecord, drafts: readonly ExperimentDraftCart[]): string[] {
  if (action === 'stop')
    return [
      'Every shopper gets the live cart again and the results stop counting. Both carts can be edited again.',
      'A stopped experiment cannot be started again: duplicate it to run the test again. You can still promote the variant.',
    ];
  if (action === 'promote')
    return [promoteConsequence(experiment, drafts), experiment.status === 'running' ? 'The experiment stops now.' : 'The experiment stays stopped.'];
  return ['The draft experiment is removed. Your carts are not changed.'];
}

/** The confirmation modal of the action being confirmed. */
export function ActionModals({ actions }: { actions: ExperimentActions }) {
  const { confirming, experiment } = actions;
  const modal = confirming ? MODALS[confirming] : null;
  return (
    <Modal
      open={modal !== null && experiment !== null}
      onClose={actions.cancel}
      title={modal?.title ?? ''}
      primaryAction={
        modal
          ? { content: modal.button, destructive: modal.destructive, loading: actions.busy, onAction: actions.confirm }
          : undefined
      }
      secondaryActions={[{ content: 'Cancel', onAction: actions.cancel }]}
    >
      <Modal.Section>
        <BlockStack gap="200">
          {confirming && experiment
            ? modalBody(confirming, experiment, actions.drafts).map((line) => (
                <Text as="p" key={line}>
                  {line}
                </Text>
              ))
            : null}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
