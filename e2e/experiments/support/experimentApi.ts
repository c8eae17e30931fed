import { minimumPlannedVisitors } from '../../../domain/src';
import { gql, sessionToken } from '../../campaigns/support/campaignApi';

// Drafts and experiments through the admin GraphQL API (docs/experiments.md), for journeys that need one to exist
// without driving the screens that make it.

/** Copies the live cart into a new draft cart and returns its id. */
export async function createDraft(gatewayUrl: string, name: string): Promise<string> {
  const token = await sessionToken(gatewayUrl);
  const data = await gql<{ createCartDraft: { id: string } }>(gatewayUrl, token, 'mutation D($input: JSON!) { createCartDraft(input: $input) { id } }', {
    input: { name },
  });
  return data.createCartDraft.id;
}

/** Creates a draft experiment of the live cart against the draft cart `draftId`, at the smallest horizon its split allows. */
export async function createExperiment(gatewayUrl: string, name: string, draftId: string, splitPercent = 50): Promise<string> {
  const token = await sessionToken(gatewayUrl);
  const input = { name, variant: { kind: 'draft', draftId }, splitPercent, goal: 'conversion_rate', plannedVisitors: minimumPlannedVisitors(splitPercent) };
  const data = await gql<{ createExperiment: { id: string } }>(gatewayUrl, token, 'mutation X($input: JSON!) { createExperiment(input: $input) { id } }', {
    input,
  });
  return data.createExperiment.id;
}

/** Starts a draft experiment. */
export async function startExperiment(gatewayUrl: string, id: string): Promise<void> {
  const token = await sessionToken(gatewayUrl);
  await gql(gatewayUrl, token, 'mutation S($id: ID!) { startExperiment(id: $id) { id status } }', { id });
}

/** One arm's figures as the Experiments screen reads them. */
export interface ArmResults {
  visitors: number;
  orders: number;
  convertingVisitors: number;
  revenueCents: number;
}

/** An experiment's status and its arms' results. */
export async function experimentResults(gatewayUrl: string, id: string): Promise<{ status: string; control: ArmResults; variant: ArmResults }> {
  const token = await sessionToken(gatewayUrl);
  const arm = 'visitors orders convertingVisitors revenueCents';
  const data = await gql<{ experiment: { status: string; results: { control: ArmResults; variant: ArmResults } } }>(
    gatewayUrl,
    token,
    `query R($id: ID!) { experiment(id: $id) { status results { control { ${arm} } variant { ${arm} } } } }`,
    { id },
  );
  return { status: data.experiment.status, ...data.experiment.results };
}
