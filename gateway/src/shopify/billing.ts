import { upstreamError } from '../shared/errors';
import type { AdminApiDeps } from './adminApi';

/** What appSubscriptionCreate is asked for (Shopify's Billing API, usage pricing capped at the top plan). */
export interface SubscriptionRequest {
  name: string;
  returnUrl: string;
  trialDays: number;
  test: boolean;
  /** Monthly recurring price, dollars. */
  recurringAmount: number;
  /** Usage cap per 30 days, dollars. */
  cappedAmount: number;
  terms: string;
}

const CREATE = /* GraphQL */ `
  mutation CartliftSubscriptionCreate(
    $name: String!
    $returnUrl: URL!
    $trialDays: Int
    $test: Boolean
    $lineItems: [AppSubscriptionLineItemInput!]!
  ) {
    appSubscriptionCreate(name: $name, returnUrl: $returnUrl, trialDays: $trialDays, test: $test, lineItems: $lineItems) {
      appSubscription { id status }
      confirmationUrl
      userErrors { field message }
    }
  }
`;

const ACTIVE = /* GraphQL */ `
  query CartliftActiveSubscriptions {
    currentAppInstallation {
      activeSubscriptions {
        id name status trialDays createdAt currentPeriodEnd test
        lineItems {
          id
          plan {
            pricingDetails {
              __typename
              ... on AppUsagePricing { balanceUsed { amount } cappedAmount { amount } terms }
              ... on AppRecurringPricing { price { amount } interval }
            }
          }
        }
      }
    }
  }
`;

const USAGE = /* GraphQL */ `
  mutation CartliftUsageRecord($lineItemId: ID!, $price: MoneyInput!, $description: String!, $key: String) {
    appUsageRecordCreate(
      subscriptionLineItemId: $lineItemId
      price: $price
      description: $description
      idempotencyKey: $key
    ) {
      appUsageRecord { id }
      userErrors { field message }
    }
  }
`;

interface UserError {
  field: string[] | null;
  message: string;
}

/** An active subscription as Shopify reports it. */
export interface ActiveSubscription {
  id: string;
  name: string;
  status: string;
  trialDays: number;
  createdAt: string;
  currentPeriodEnd: string | null;
  test: boolean;
  lineItems: Array<{
    id: string;
    plan: {
      pricingDetails:
        | { __typename: 'AppUsagePricing'; balanceUsed: { amount: string }; cappedAmount: { amount: string }; terms: string }
        | { __typename: 'AppRecurringPricing'; price: { amount: string }; interval: string };
    };
  }>;
}

const failIf = (errors: UserError[], what: string): void => {
  if (errors.length) throw upstreamError(`${what}: ${errors.map((e) => e.message).join('; ')}`);
};

/** appSubscriptionCreate: a recurring line plus a usage line; answers the subscription id and its confirmation URL. */
export async function createSubscription(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  req: SubscriptionRequest,
): Promise<{ id: string; confirmationUrl: string }> {
  const money = (amount: number) => ({ amount: amount.toFixed(2), currencyCode: 'USD' });
  const r = await deps.adminApi.graphql<{
    appSubscriptionCreate: { appSubscription: { id: string } | null; confirmationUrl: string | null; userErrors: UserError[] };
  }>(shop, token, CREATE, {
    name: req.name,
    returnUrl: req.returnUrl,
    trialDays: req.trialDays,
    test: req.test,
    lineItems: [
      { plan: { appRecurringPricingDetails: { price: money(req.recurringAmount), interval: 'EVERY_30_DAYS' } } },
      { plan: { appUsagePricingDetails: { cappedAmount: money(req.cappedAmount), terms: req.terms } } },
    ],
  });
  const p = r.appSubscriptionCreate;
  failIf(p.userErrors, 'appSubscriptionCreate');
  if (!p.appSubscription || !p.confirmationUrl) throw upstreamError('appSubscriptionCreate answered no subscription');
  return { id: p.appSubscription.id, confirmationUrl: p.confirmationUrl };
}

/** currentAppInstallation.activeSubscriptions: the only trusted word on whether a charge was accepted. */
export async function activeSubscriptions(deps: AdminApiDeps, shop: string, token: string): Promise<ActiveSubscription[]> {
  const r = await deps.adminApi.graphql<{ currentAppInstallation: { activeSubscriptions: ActiveSubscription[] } }>(
    shop,
    token,
    ACTIVE,
  );
  return r.currentAppInstallation.activeSubscriptions;
}

/** The usage line item of a subscription (the one usage records go under). */
export const usageLineItem = (s: ActiveSubscription) =>
  s.lineItems.find((l) => l.plan.pricingDetails.__typename === 'AppUsagePricing');

/** appUsageRecordCreate with an idempotency key, so a retried send never charges twice. */
export async function createUsageRecord(
  deps: AdminApiDeps,
  shop: string,
  token: string,
  input: { lineItemId: string; amount: number; description: string; idempotencyKey: string },
): Promise<string> {
  const r = await deps.adminApi.graphql<{
    appUsageRecordCreate: { appUsageRecord: { id: string } | null; userErrors: UserError[] };
  }>(shop, token, USAGE, {
    lineItemId: input.lineItemId,
    price: { amount: input.amount.toFixed(2), currencyCode: 'USD' },
    description: input.description,
    key: input.idempotencyKey,
  });
  failIf(r.appUsageRecordCreate.userErrors, 'appUsageRecordCreate');
  if (!r.appUsageRecordCreate.appUsageRecord) throw upstreamError('appUsageRecordCreate answered no record');
  return r.appUsageRecordCreate.appUsageRecord.id;
}
