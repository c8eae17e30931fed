import { errorMessageOf, fieldErrorsOf, LeaveGuardModal, useLeaveGuard, useNavigateKeepingQuery, useToast } from '@cartlift/admin-kit';
import type { FieldError } from '@cartlift/domain';
import { Banner, BlockStack, Layout, Page } from '@shopify/polaris';
import { useEffect, useMemo, useState } from 'react';
import { ExperimentForm, formValuesOf, inputOf, newFormValues, type ExperimentFormValues } from './ExperimentForm';
import { ActionModals, useExperimentActions } from './ExperimentActions';
import { loadExperimentValidator, type ExperimentValidator } from './experimentValidator';
import {
  useExperimentCreateMutation,
  useExperimentUpdateMutation,
  type ExperimentDetail,
  type ExperimentDraftCart,
  type ExperimentRecord,
} from './experimentsApi';

/** Toasts of the editor. */
export const EXPERIMENT_SAVED = 'Experiment saved';

const byPath = (errors: readonly FieldError[]): Record<string, string> => {
  const out: Record<string, string> = {};
  // The first message of a path is the one shown (the domain lists the most basic problem first).
  for (const e of errors) out[e.path] ??= e.message;
  return out;
};

/** Props of {@link ExperimentEditor}. */
export interface ExperimentEditorProps {
  /** The draft experiment being edited; absent for a new one. */
  experiment?: ExperimentDetail;
  /** For a new one: the experiment it duplicates (a started experiment cannot change; a copy can, and run again). */
  copyOf?: ExperimentRecord;
  drafts: readonly ExperimentDraftCart[];
  /** Why the draft carts are missing, when their call failed (the theme's cart can still be tested). */
  draftsError: string | null;
  currency: string;
}

/**
 * Create or edit a draft experiment. Errors show once a save was tried: the domain's validateExperiment first (loaded
 * as its own chunk on the first edit; nothing is sent while it refuses), then the gateway's field errors on the same
 * fields, and any other refusal in a banner. A saved draft can be started or deleted from here.
 */
export function ExperimentEditor({ experiment, copyOf, drafts, draftsError, currency }: ExperimentEditorProps) {
  const navigate = useNavigateKeepingQuery();
  const toast = useToast();
  const saved = useMemo(() => {
    if (experiment) return formValuesOf(experiment);
    return copyOf ? { ...formValuesOf(copyOf), name: `Copy of ${copyOf.name}` } : newFormValues(drafts);
  }, [experiment, copyOf, drafts]);
  const [edited, setEdited] = useState<ExperimentFormValues | null>(null);
  const values = edited ?? saved;
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(saved);
  const [tried, setTried] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldError[]>([]);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useExperimentCreateMutation();
  const [update, updating] = useExperimentUpdateMutation();
  const actions = useExperimentActions(experiment ?? null, drafts);
  const guard = useLeaveGuard(dirty);

  useEffect(() => {
    if (dirty) loadExperimentValidator().catch(() => undefined);
  }, [dirty]);
  // Once a save was tried, errors follow every edit (the validator is loaded by then).
  useEffect(() => {
    if (!tried) return;
    let live = true;
    loadExperimentValidator().then(
      (check) => live && setClientErrors(check(inputOf(values))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tried, values]);

  const save = async () => {
    setRefusal(null);
    let check: ExperimentValidator;
    try {
      check = await loadExperimentValidator();
    } catch {
      toast('Something went wrong', { isError: true });
      return;
    }
    setTried(true);
    const input = inputOf(values);
    const errors = check(input);
    setClientErrors(errors);
    setServerErrors([]);
    if (errors.length > 0) return;
    try {
      // validateExperiment accepted it, so it is an ExperimentInput; the gateway checks it again with the same schema.
      const valid = input as Parameters<typeof create>[0];
      const result = experiment ? await update({ id: experiment.id, input: valid }).unwrap() : await create(valid).unwrap();
      setEdited(null);
      setTried(false);
      toast(EXPERIMENT_SAVED);
      if (!experiment) navigate(`../${result.id}`, { replace: true });
    } catch (e) {
      const fields = fieldErrorsOf(e, 'input');
      setServerErrors(fields);
      if (fields.length === 0) setRefusal(errorMessageOf(e));
      toast(fields[0]?.message ?? errorMessageOf(e), { isError: true });
    }
  };

  const errors = tried ? byPath([...serverErrors, ...clientErrors]) : {};
  const busy = creating.isLoading || updating.isLoading;
  const secondary = experiment
    ? [
        { content: 'Start', disabled: dirty || busy || actions.busy, onAction: actions.start },
        { content: 'Delete', destructive: true, disabled: busy, onAction: () => actions.ask('delete') },
      ]
    : [];
  return (
    <Page
      title={experiment ? experiment.name : 'New experiment'}
      backAction={{ content: 'Experiments', onAction: () => (dirty ? guard.request('..') : navigate('..')) }}
      primaryAction={{ content: 'Save', loading: busy, disabled: experiment !== undefined && !dirty, onAction: () => void save() }}
      secondaryActions={secondary}
    >
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {refusal ? (
              <Banner tone="critical" title="The experiment was not saved">
                <p>{refusal}</p>
              </Banner>
            ) : null}
            {actions.error ? (
              <Banner tone="critical" title="That did not work" onDismiss={actions.clearError}>
                <p>{actions.error}</p>
              </Banner>
            ) : null}
            {draftsError ? (
              <Banner tone="warning" title="Your draft carts could not load">
                <p>{draftsError} You can still test against your theme’s own cart, or come back later.</p>
              </Banner>
            ) : null}
            <ExperimentForm values={values} onChange={setEdited} errors={errors} drafts={drafts} currency={currency} />
          </BlockStack>
        </Layout.Section>
      </Layout>
      <ActionModals actions={actions} />
      <LeaveGuardModal guard={guard} body="Your changes to this experiment are not saved. Leave anyway?" />
    </Page>
  );
}
