import {
  errorMessageOf,
  fieldErrorsOf,
  firstErrorByPath,
  LeaveGuardModal,
  sameJson,
  saveDocument,
  useDocumentForm,
  useLeaveGuard,
  useNavigateKeepingQuery,
  useToast,
  type DocumentValidator,
} from '@cartlift/admin-kit';
import { Banner, BlockStack, Layout, Page } from '@shopify/polaris';
import { useEffect, useMemo, useState } from 'react';
import { ExperimentForm, formValuesOf, inputOf, newFormValues, type ExperimentFormValues } from './ExperimentForm';
import { ActionModals, useExperimentActions } from './ExperimentActions';
import { loadExperimentValidator } from './experimentValidator';
import {
  useExperimentCreateMutation,
  useExperimentUpdateMutation,
  type ExperimentDetail,
  type ExperimentDraftCart,
  type ExperimentRecord,
} from './experimentsApi';

/** Toasts of the editor. */
export const EXPERIMENT_SAVED = 'Experiment saved';

/** The form's values judged as the ExperimentInput they become (validateExperiment); what a save sends. */
const loadFormValidator = (): Promise<DocumentValidator<ExperimentFormValues, Record<string, unknown>>> =>
  loadExperimentValidator().then((check) => (values) => {
    const input = inputOf(values);
    const errors = check(input);
    return errors.length > 0 ? { success: false, errors } : { success: true, data: input };
  });

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
  const form = useDocumentForm(saved, { loadValidate: loadFormValidator, equal: sameJson, showErrors: 'afterSave' });
  const { follow, update, dirty } = form;
  // A new experiment's defaults wait for the draft carts; an untouched form takes them.
  useEffect(() => follow(saved), [follow, saved]);
  const values = form.edited ?? saved;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useExperimentCreateMutation();
  const [updateExperiment, updating] = useExperimentUpdateMutation();
  const actions = useExperimentActions(experiment ?? null, drafts);
  const guard = useLeaveGuard(dirty);

  const save = async () => {
    setRefusal(null);
    const outcome = await saveDocument(form, values, {
      send: (input) => {
        // validateExperiment accepted it, so it is an ExperimentInput; the gateway checks it again with the same schema.
        const valid = input as Parameters<typeof create>[0];
        return experiment ? updateExperiment({ id: experiment.id, input: valid }).unwrap() : create(valid).unwrap();
      },
      saved: (_input, edited) => edited,
      refusedFields: (e) => fieldErrorsOf(e, 'input'),
      toast,
      savedMessage: EXPERIMENT_SAVED,
      // The form's edits (update) keep the gateway's errors: a new try drops the last refusal's.
      clearRefusalOnTry: true,
    });
    if (outcome.status === 'saved' && !experiment) navigate(`../${outcome.answer.id}`, { replace: true });
    if (outcome.status === 'refused') {
      const { error, fields } = outcome;
      if (fields.length === 0) setRefusal(errorMessageOf(error));
      toast(fields[0]?.message ?? errorMessageOf(error), { isError: true });
    }
  };

  // The gateway's message of a path before the domain's (this editor always showed them so).
  const errors = firstErrorByPath([...form.serverErrors, ...form.clientErrors]);
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
            <ExperimentForm values={values} onChange={(next) => update(() => next)} errors={errors} drafts={drafts} currency={currency} />
          </BlockStack>
        </Layout.Section>
      </Layout>
      <ActionModals actions={actions} />
      <LeaveGuardModal guard={guard} body="Your changes to this experiment are not saved. Leave anyway?" />
    </Page>
  );
}
