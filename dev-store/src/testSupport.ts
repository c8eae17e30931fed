import request from 'supertest';
import { createStore, type StoreOptions } from './app';
import type { WebhookRequest } from './config';

/** A dev store for one test: the app, its state, a cookie-keeping shopper agent and the webhooks it sent. */
export function testStore(options: StoreOptions = {}) {
  const deliveries: WebhookRequest[] = [];
  const store = createStore({ gatewayUrl: 'http://gateway.test', publicUrl: 'http://shop.test', deliverWebhook: async (req) => { deliveries.push(req); return { status: 200 }; }, ...options });
  const variant = (handle: string, title = 'Default Title'): number => {
    const product = store.state.catalog.productByHandle(handle);
    const found = product?.variants.find((v) => v.title === title);
    if (!found) throw new Error(`seed has no variant ${handle} / ${title}`);
    return found.id;
  };
  const plans = (handle: string): number[] => store.state.catalog.productByHandle(handle)?.sellingPlanGroups.flatMap((g) => g.sellingPlans.map((p) => p.id)) ?? [];
  return { ...store, agent: request.agent(store.app), shopper: () => request.agent(store.app), deliveries, variant, plans };
}

/** Cart JSON as the tests read it. */
export interface CartBody {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  item_count: number;
  total_price: number;
  original_total_price: number;
  items_subtotal_price: number;
  total_discount: number;
  currency: string;
  items: LineBody[];
  cart_level_discount_applications: { title: string; type: string; value_type: string; total_allocated_amount: number }[];
  discount_codes: { code: string; applicable: boolean }[];
  sections?: Record<string, string | null>;
}

/** A line item as the tests read it. */
export interface LineBody {
  id: number;
  key: string;
  quantity: number;
  properties: Record<string, string>;
  price: number;
  final_line_price: number;
  original_line_price: number;
  line_level_total_discount: number;
  line_level_discount_allocations: { amount: number; discount_application: { title: string; type: string } }[];
  discounts: { amount: number; title: string }[];
  selling_plan_allocation?: { price: number; compare_at_price: number; selling_plan: { id: number; name: string } };
  sections?: Record<string, string | null>;
}
