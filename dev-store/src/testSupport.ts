import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Shopify's Discount Function schema as the app's extension holds it (copied from Shopify's function examples). */
export const SHOPIFY_DISCOUNT_SCHEMA = path.resolve(__dirname, '..', '..', 'extensions', 'cartlift-discount', 'schema.graphql');

/** A function extension folder for one test: toml, Shopify's schema, the input queries and, when given, the built module. */
export function functionExtension(files: { linesQuery: string; deliveryQuery: string; module?: string; handle?: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-store-function-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'shopify.extension.toml'), `api_version = "2026-10"

[[extensions]]
name = "Test rewards"
handle = "${files.handle ?? 'cartlift-discount'}"
type = "function"

  [[extensions.targeting]]
  target = "cart.lines.discounts.generate.run"
  input_query = "src/lines.graphql"
  export = "cart-lines-discounts-generate-run"

  [[extensions.targeting]]
  target = "cart.delivery-options.discounts.generate.run"
  input_query = "src/delivery.graphql"
  export = "cart-delivery-options-discounts-generate-run"

  [extensions.input.variables]
  namespace = "$app:cartlift"
  key = "function-configuration"
`);
  copyFileSync(SHOPIFY_DISCOUNT_SCHEMA, path.join(dir, 'schema.graphql'));
  writeFileSync(path.join(dir, 'src', 'lines.graphql'), files.linesQuery);
  writeFileSync(path.join(dir, 'src', 'delivery.graphql'), files.deliveryQuery);
  if (files.module !== undefined) writeModule(dir, files.module);
  return dir;
}

/** Writes (or rewrites) the extension's built module, dist/function.js, as a CommonJS bundle would be. */
export function writeModule(dir: string, source: string): void {
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'function.js'), source);
}

/** The Admin API as the app calls it (the seeded offline token). */
export function adminGql(t: ReturnType<typeof testStore>, query: string, variables: Record<string, unknown> = {}) {
  return t.agent.post('/admin/api/2026-10/graphql.json').set('X-Shopify-Access-Token', 'shpat_cartlift_demo_local').send({ query, variables });
}
