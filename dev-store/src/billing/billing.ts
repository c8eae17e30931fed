import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoreDeps } from '../config';
import { decimal } from '../catalog/serialize';

const DAY_MS = 86_400_000;
/** Shopify's EVERY_30_DAYS billing interval. */
const INTERVAL_DAYS = 30;

/** An app subscription line item: a recurring price or usage pricing with a cap (cents). */
export type LineItem =
  | { id: number; kind: 'recurring'; priceCents: number; interval: 'EVERY_30_DAYS' | 'ANNUAL' }
  | { id: number; kind: 'usage'; cappedCents: number; terms: string };

/** An app subscription as the dev store keeps it (Shopify's AppSubscription fields). */
export interface AppSubscriptionRecord {
  id: number;
  /** The access token of the installation that created it (one installation per token). */
  owner: string;
  name: string;
  status: 'PENDING' | 'ACTIVE' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';
  test: boolean;
  trialDays: number;
  returnUrl: string;
  createdAt: string;
  activatedAt: string | null;
  lineItems: LineItem[];
}

/** A usage record under a usage line item. */
export interface UsageRecord {
  id: number;
  lineItemId: number;
  priceCents: number;
  description: string;
  idempotencyKey: string | null;
  createdAt: string;
}

/** Billing state of the one shop (reset with the store). */
export interface BillingState {
  subscriptions: AppSubscriptionRecord[];
  usageRecords: UsageRecord[];
}

/** An empty billing state. */
export const emptyBilling = (): BillingState => ({ subscriptions: [], usageRecords: [] });

/** The HMAC the confirmation URL carries, so a forged page link cannot approve someone else's charge. */
export const confirmationSignature = (deps: StoreDeps, id: number): string =>
  createHmac('sha256', deps.config.apiSecret).update(`app-subscription:${id}`).digest('hex');

/** True when the signature is the charge's own. */
export function signatureValid(deps: StoreDeps, id: number, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const want = Buffer.from(confirmationSignature(deps, id));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Shopify's confirmation page address for a subscription. */
export const confirmationPath = (deps: StoreDeps, id: number): string =>
  `${deps.basePath ?? ''}/admin/charges/${encodeURIComponent(deps.config.apiKey)}/${id}/RecurringApplicationCharge/confirm_recurring_application_charge?signature=${confirmationSignature(deps, id)}`;

/** The current 30-day period of an active subscription: it starts when the trial ends. */
export function currentPeriod(sub: AppSubscriptionRecord, now = Date.now()): { start: number; end: number } | null {
  if (sub.status !== 'ACTIVE' || !sub.activatedAt) return null;
  const billingStart = Date.parse(sub.activatedAt) + sub.trialDays * DAY_MS;
  if (now < billingStart) return { start: Date.parse(sub.activatedAt), end: billingStart };
  const k = Math.floor((now - billingStart) / (INTERVAL_DAYS * DAY_MS));
  const start = billingStart + k * INTERVAL_DAYS * DAY_MS;
  return { start, end: start + INTERVAL_DAYS * DAY_MS };
}

/** Usage charged in the line item's current period (Shopify's balanceUsed), cents. */
export function balanceUsedCents(state: BillingState, sub: AppSubscriptionRecord, lineItemId: number, now = Date.now()): number {
  const period = currentPeriod(sub, now);
  if (!period) return 0;
  return state.usageRecords
    .filter((r) => r.lineItemId === lineItemId && Date.parse(r.createdAt) >= period.start && Date.parse(r.createdAt) < period.end)
    .reduce((s, r) => s + r.priceCents, 0);
}

/** Approving activates the subscription and replaces any other active one (Shopify's default replacement). */
export function approve(state: BillingState, sub: AppSubscriptionRecord): void {
  for (const other of state.subscriptions) {
    if (other !== sub && other.owner === sub.owner && other.status === 'ACTIVE') other.status = 'CANCELLED';
  }
  sub.status = 'ACTIVE';
  sub.activatedAt = new Date().toISOString();
}

/** Money as the Admin API answers it. */
export const moneyV2 = (cents: number) => ({ amount: decimal(cents), currencyCode: 'USD' });
