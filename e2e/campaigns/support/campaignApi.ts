import { defaultCampaign, type CampaignType } from '../../../domain/src';

/** Signs in at the gateway's local /login (LOCAL_MODE) and returns a session token for the demo shop. */
export async function sessionToken(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** Calls the admin GraphQL API as the demo merchant. */
export async function gql<T>(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** Creates campaigns through the real API (fixtures for the list and cap journeys). */
export async function createCampaigns(gatewayUrl: string, names: string[], type: CampaignType = 'add_to_unlock'): Promise<string[]> {
  const token = await sessionToken(gatewayUrl);
  const ids: string[] = [];
  for (const name of names) {
    const input = { ...defaultCampaign(type), name };
    const data = await gql<{ createCampaign: { id: string } }>(
      gatewayUrl,
      token,
      'mutation Seed($input: JSON!) { createCampaign(input: $input) { id } }',
      { input },
    );
    ids.push(data.createCampaign.id);
  }
  return ids;
}

/** Every campaign of the demo shop (id and name). */
export async function listAll(gatewayUrl: string): Promise<{ id: string; name: string; active: boolean }[]> {
  const token = await sessionToken(gatewayUrl);
  const data = await gql<{ campaigns: { campaigns: { id: string; name: string; active: boolean }[] } }>(
    gatewayUrl,
    token,
    'query All($userId: String!) { campaigns(userId: $userId, limit: 50) { campaigns { id name active } } }',
    { userId: 'cartlift-demo.myshopify.com' },
  );
  return data.campaigns.campaigns;
}

/** Removes every campaign of the demo shop, so each journey starts from a known list. */
export async function removeAll(gatewayUrl: string): Promise<void> {
  const token = await sessionToken(gatewayUrl);
  for (const c of await listAll(gatewayUrl))
    await gql(gatewayUrl, token, 'mutation R($id: ID!) { removeCampaign(id: $id) { id } }', { id: c.id });
}
