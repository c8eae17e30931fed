import { toCents } from '../admin/mutations';
import { gid, parseGid, type AdminContext } from '../admin/nodes';
import { balanceUsedCents, confirmationPath, currentPeriod, moneyV2, type AppSubscriptionRecord, type LineItem } from './billing';

type UserError = { field: string[] | null; message: string };
export type MoneyInput = { amount: unknown; currencyCode: string };
export interface LineItemInput {
  plan: {
    appRecurringPricingDetails?: { price: MoneyInput; interval?: 'EVERY_30_DAYS' | 'ANNUAL' | null } | null;
    appUsagePricingDetails?: { cappedAmount: MoneyInput; terms: string } | null;
  };
}

const VALID_URL = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An AppSubscription node (Shopify's fields the gateway reads). */
export function subscriptionNode(sub: AppSubscriptionRecord, ctx: AdminContext) {
  const { billing } = ctx.deps.state;
  const period = currentPeriod(sub);
  return {
    id: gid('AppSubscription', sub.id), name: sub.name, status: sub.status, test: sub.test, trialDays: sub.trialDays,
    returnUrl: sub.returnUrl, createdAt: sub.createdAt, currentPeriodEnd: period ? new Date(period.end).toISOString() : null,
    lineItems: sub.lineItems.map((li: LineItem) => ({
      id: gid('AppSubscriptionLineItem', li.id),
      plan: {
        pricingDetails:
          li.kind === 'recurring'
            ? { __typename: 'AppRecurringPricing', price: moneyV2(li.priceCents), interval: li.interval }
            : { __typename: 'AppUsagePricing', balanceUsed: moneyV2(balanceUsedCents(billing, sub, li.id)), cappedAmount: moneyV2(li.cappedCents), terms: li.terms, interval: 'EVERY_30_DAYS' },
      },
    })),
  };
}

/** Billing API: currentAppInstallation, appSubscriptionCreate, appUsageRecordCreate, with Shopify's user errors. */
export function billingResolvers(ctx: AdminContext) {
  const { state } = ctx.deps;
  const { billing } = state;
  const owner = ctx.installation ?? '';
  const mine = () => billing.subscriptions.filter((s) => s.owner === owner);
  return {
    currentAppInstallation: () => ({
      id: gid('AppInstallation', 1),
      activeSubscriptions: mine().filter((s) => s.status === 'ACTIVE').map((s) => subscriptionNode(s, ctx)),
      allSubscriptions: (args: { first?: number }) => ({ nodes: mine().slice(-(args.first ?? 50)).reverse().map((s) => subscriptionNode(s, ctx)) }),
    }),
    appSubscriptionCreate: (args: { name: string; returnUrl: string; trialDays?: number | null; test?: boolean | null; lineItems: LineItemInput[] }) => {
      const errors: UserError[] = [];
      if (!args.name.trim()) errors.push({ field: ['name'], message: "Name can't be blank" });
      if (!VALID_URL(args.returnUrl)) errors.push({ field: ['returnUrl'], message: 'Return url is invalid' });
      if ((args.trialDays ?? 0) < 0) errors.push({ field: ['trialDays'], message: 'Trial days must be greater than or equal to 0' });
      const items: LineItem[] = [];
      args.lineItems.forEach((input, i) => {
        const recurring = input.plan.appRecurringPricingDetails;
        const usage = input.plan.appUsagePricingDetails;
        if (!!recurring === !!usage) {
          errors.push({ field: ['lineItems', String(i), 'plan'], message: 'Exactly one pricing detail must be specified' });
        } else if (recurring) {
          const cents = toCents(recurring.price.amount);
          if (cents === undefined) errors.push({ field: ['lineItems', String(i), 'plan', 'appRecurringPricingDetails', 'price'], message: 'Price must be greater than or equal to 0' });
          else items.push({ id: state.nextId(), kind: 'recurring', priceCents: cents, interval: recurring.interval ?? 'EVERY_30_DAYS' });
        } else if (usage) {
          const cents = toCents(usage.cappedAmount.amount);
          if (!cents) errors.push({ field: ['lineItems', String(i), 'plan', 'appUsagePricingDetails', 'cappedAmount'], message: 'Capped amount must be greater than 0' });
          else if (!usage.terms.trim()) errors.push({ field: ['lineItems', String(i), 'plan', 'appUsagePricingDetails', 'terms'], message: "Terms can't be blank" });
          else items.push({ id: state.nextId(), kind: 'usage', cappedCents: cents, terms: usage.terms });
        }
      });
      if (items.filter((li) => li.kind === 'usage').length > 1 || items.filter((li) => li.kind === 'recurring').length > 1) {
        errors.push({ field: ['lineItems'], message: 'Only one pricing plan can be defined for each available type' });
      }
      if (errors.length) return { appSubscription: null, confirmationUrl: null, userErrors: errors };
      const sub: AppSubscriptionRecord = {
        id: state.nextId(), owner, name: args.name, status: 'PENDING', test: args.test ?? false, trialDays: args.trialDays ?? 0,
        returnUrl: args.returnUrl, createdAt: new Date().toISOString(), activatedAt: null, lineItems: items,
      };
      billing.subscriptions.push(sub);
      const origin = ctx.deps.config.publicUrl ?? ctx.origin;
      return { appSubscription: subscriptionNode(sub, ctx), confirmationUrl: `${origin}${confirmationPath(ctx.deps, sub.id)}`, userErrors: [] };
    },
    appUsageRecordCreate: (args: { subscriptionLineItemId: string; price: MoneyInput; description: string; idempotencyKey?: string | null }) => {
      const fail = (field: string, message: string) => ({ appUsageRecord: null, userErrors: [{ field: [field], message }] });
      const lineId = parseGid(args.subscriptionLineItemId, 'AppSubscriptionLineItem');
      const sub = mine().find((s) => s.lineItems.some((li) => li.id === lineId));
      const line = sub?.lineItems.find((li) => li.id === lineId);
      if (!sub || !line) return fail('subscriptionLineItemId', 'Subscription line item not found');
      if (line.kind !== 'usage') return fail('subscriptionLineItemId', 'Subscription line item must have a usage pricing plan');
      if (sub.status !== 'ACTIVE') return fail('subscriptionLineItemId', 'Subscription is not active');
      if (args.idempotencyKey && args.idempotencyKey.length > 255) return fail('idempotencyKey', 'Idempotency key is too long (maximum is 255 characters)');
      const again = args.idempotencyKey ? billing.usageRecords.find((r) => r.idempotencyKey === args.idempotencyKey && r.lineItemId === line.id) : undefined;
      const node = (r: (typeof billing.usageRecords)[number]) => ({ id: gid('AppUsageRecord', r.id), description: r.description, price: moneyV2(r.priceCents), createdAt: r.createdAt, idempotencyKey: r.idempotencyKey });
      if (again) return { appUsageRecord: node(again), userErrors: [] };
      const cents = toCents(args.price.amount);
      if (!cents) return fail('price', 'Price must be greater than 0');
      if (!args.description.trim()) return fail('description', "Description can't be blank");
      if (balanceUsedCents(billing, sub, line.id) + cents > line.cappedCents) return fail('price', 'Total price exceeds balance remaining');
      const record = { id: state.nextId(), lineItemId: line.id, priceCents: cents, description: args.description, idempotencyKey: args.idempotencyKey ?? null, createdAt: new Date().toISOString() };
      billing.usageRecords.push(record);
      return { appUsageRecord: node(record), userErrors: [] };
    },
  };
}
