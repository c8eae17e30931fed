/**
 * Cross-field rules of campaigns.md §4-§5 that a per-field schema cannot express. They read the raw input
 * defensively (any part may be missing or of the wrong type; the schema reports those), so they run even when the
 * shape has errors and the merchant sees every problem at once.
 */
import { type FieldError, cantBeBlank, mustBeAtLeast, mustBeAtMost, NOT_VALID } from '../common';
import {
  BUNDLE_TIER_EDITOR_MIN_QUANTITY,
  BUNDLE_TIER_MIN_QUANTITY,
  GIFT_GOAL_PRODUCT_TYPES,
  PERCENT_MAX,
  PICKER_MAX_COLLECTIONS,
  PICKER_MAX_PRODUCTS,
} from './constants';
import { isBlank } from './fields';
import {
  alreadySelected,
  COLLECTION_REQUIRED,
  ENABLE_ATU_OR_SUGGESTIONS,
  FREE_SHIPPING_TAKEN,
  GIFT_PRODUCT_REQUIRED,
  PRODUCT_REQUIRED,
  SELECT_FREE_GIFT,
  spendGoalMustBeGreater,
  SUGGESTED_PRODUCT_REQUIRED,
  TOO_MANY_COLLECTIONS,
  TOO_MANY_PRODUCTS,
} from './messages';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const present = (v: unknown): boolean => typeof v === 'object' && v !== null;

/** Options of the cross-field rules. */
export interface CampaignRuleOptions {
  /** The editor's stricter checks: bundle tier quantity at least 2. */
  editor?: boolean;
}

function targetRules(input: Rec, out: FieldError[]): void {
  const target = rec(input.target);
  const count = list(target.selected).length;
  if (target.type === 'specific_products') {
    if (count === 0) out.push({ path: 'target.selected', message: PRODUCT_REQUIRED });
    else if (count > PICKER_MAX_PRODUCTS) out.push({ path: 'target.selected', message: TOO_MANY_PRODUCTS });
  } else if (target.type === 'specific_collections') {
    if (count === 0) out.push({ path: 'target.selected', message: COLLECTION_REQUIRED });
    else if (count > PICKER_MAX_COLLECTIONS) out.push({ path: 'target.selected', message: TOO_MANY_COLLECTIONS });
  } else if (target.type === 'all_products' && rec(input.settings).type === 'bundles') {
    // campaigns.md §2: all products is not offered for Buy More Save More (and does not deliver in multi-currency
    // mode).
    out.push({ path: 'target.type', message: NOT_VALID });
  }
}

function bundlesRules(bundles: Rec, opts: CampaignRuleOptions, out: FieldError[]): void {
  list(bundles.tiers).forEach((t, i) => {
    const tier = rec(t);
    const reward = num(tier.reward);
    const quantity = num(tier.quantity);
    if (tier.type === 'percentage' && reward !== undefined && reward > PERCENT_MAX)
      out.push({ path: `settings.bundles.tiers.${i}.reward`, message: mustBeAtMost(PERCENT_MAX) });
    if (
      opts.editor &&
      quantity !== undefined &&
      quantity >= BUNDLE_TIER_MIN_QUANTITY &&
      quantity < BUNDLE_TIER_EDITOR_MIN_QUANTITY
    )
      out.push({
        path: `settings.bundles.tiers.${i}.quantity`,
        message: mustBeAtLeast(BUNDLE_TIER_EDITOR_MIN_QUANTITY),
      });
  });
}

function giftRules(gift: Rec, path: string, out: FieldError[]): void {
  const picked: Array<[string, unknown]> = [];
  if (present(gift.product)) picked.push([`${path}.product`, gift.product]);
  list(gift.products).forEach((p, j) => picked.push([`${path}.products.${j}`, p]));
  if (picked.length === 0) out.push({ path: `${path}.product`, message: GIFT_PRODUCT_REQUIRED });
  for (const [p, product] of picked) {
    if (!(GIFT_GOAL_PRODUCT_TYPES as readonly unknown[]).includes(rec(product).product_type))
      out.push({ path: p, message: SELECT_FREE_GIFT });
  }
}

function goalRules(goal: Rec, i: number, quantityGoals: boolean, out: FieldError[]): void {
  const path = `settings.add_to_unlock.goals.${i}`;
  const value = num(goal.goal);
  if (quantityGoals && value !== undefined) {
    if (!Number.isInteger(value)) out.push({ path: `${path}.goal`, message: NOT_VALID });
    else if (value < 1) out.push({ path: `${path}.goal`, message: mustBeAtLeast(1) });
  }
  if (goal.show_goal_text === true && isBlank(rec(goal.goal_text).text))
    out.push({ path: `${path}.goal_text.text`, message: cantBeBlank('text') });
  if (goal.reward_type === 'discount') {
    const discount = rec(goal.discount);
    const reward = num(discount.reward);
    if (isBlank(discount.reward)) out.push({ path: `${path}.discount.reward`, message: cantBeBlank('reward') });
    else if (discount.type === 'percentage' && reward !== undefined && reward > PERCENT_MAX)
      out.push({ path: `${path}.discount.reward`, message: mustBeAtMost(PERCENT_MAX) });
  }
  if (goal.reward_type === 'gift') giftRules(rec(goal.gift), `${path}.gift`, out);
  const currencies = new Set<unknown>();
  list(goal.specific_goals).forEach((s, j) => {
    const currency = rec(s).currency;
    if (currencies.has(currency)) out.push({ path: `${path}.specific_goals.${j}.currency`, message: NOT_VALID });
    currencies.add(currency);
  });
}

function addToUnlockRules(atu: Rec, out: FieldError[]): void {
  if (atu.isActive !== true && atu.show_suggestions !== true)
    out.push({ path: 'settings.add_to_unlock.isActive', message: ENABLE_ATU_OR_SUGGESTIONS });
  if (
    atu.show_suggestions === true &&
    atu.recommendation_type === 'custom_recommendation' &&
    list(atu.products).length === 0
  )
    out.push({ path: 'settings.add_to_unlock.products', message: SUGGESTED_PRODUCT_REQUIRED });
  const goals = list(atu.goals).map(rec);
  let freeShippingSeen = false;
  goals.forEach((goal, i) => {
    goalRules(goal, i, atu.multi_goal_type === 'quantity', out);
    const prev = i > 0 ? num(goals[i - 1].goal) : undefined;
    const cur = num(goal.goal);
    if (prev !== undefined && cur !== undefined && cur <= prev)
      out.push({ path: `settings.add_to_unlock.goals.${i}.goal`, message: spendGoalMustBeGreater(prev, i + 1) });
    if (goal.reward_type === 'free_shipping') {
      if (freeShippingSeen)
        out.push({ path: `settings.add_to_unlock.goals.${i}.reward_type`, message: FREE_SHIPPING_TAKEN });
      freeShippingSeen = true;
    }
  });
}

const HIDDEN_FIELDS: ReadonlyArray<[key: string, name: string]> = [
  ['image', 'image'],
  ['title', 'title'],
  ['price', 'price'],
  ['body_html', 'description'],
];

function oneCheckRules(entries: Array<[string, Rec]>, out: FieldError[]): void {
  const seen = new Set<string>();
  for (const [path, entry] of entries) {
    const product = rec(entry.product);
    if (entry.product_type === 'hidden') {
      for (const [key, name] of HIDDEN_FIELDS)
        if (isBlank(product[key])) out.push({ path: `${path}.product.${key}`, message: cantBeBlank(name) });
    } else if (entry.product_type === 'existing' && isBlank(product.id)) {
      out.push({ path: `${path}.product`, message: PRODUCT_REQUIRED });
    }
    if (isBlank(product.id)) continue;
    const id = String(product.id);
    if (seen.has(id))
      out.push({
        path: `${path}.product`,
        message: alreadySelected(typeof product.title === 'string' ? product.title : id),
      });
    seen.add(id);
  }
}

function moduleRules(input: Rec, out: FieldError[]): void {
  const modules = rec(input.modules);
  for (const name of ['random_text', 'order_note'] as const) {
    const m = rec(modules[name]);
    if (m.active === true && isBlank(m.text)) out.push({ path: `modules.${name}.text`, message: cantBeBlank('text') });
  }
}

/** Every cross-field error of a campaign input (rules for the block of settings.type only). */
export function campaignRuleErrors(raw: unknown, opts: CampaignRuleOptions = {}): FieldError[] {
  const input = rec(raw);
  const settings = rec(input.settings);
  const out: FieldError[] = [];
  targetRules(input, out);
  if (settings.type === 'bundles') {
    if (!present(settings.bundles)) out.push({ path: 'settings.bundles', message: cantBeBlank('bundles') });
    bundlesRules(rec(settings.bundles), opts, out);
  } else if (settings.type === 'add_to_unlock') {
    if (!present(settings.add_to_unlock))
      out.push({ path: 'settings.add_to_unlock', message: cantBeBlank('add to unlock') });
    addToUnlockRules(rec(settings.add_to_unlock), out);
  } else if (settings.type === 'one_check_up_sell') {
    const multi = settings.multi_one_check_upsell;
    const single = settings.one_check_up_sell;
    if (present(multi)) {
      oneCheckRules(
        list(rec(multi).products).map((p, i): [string, Rec] => [
          `settings.multi_one_check_upsell.products.${i}`,
          rec(p),
        ]),
        out,
      );
    } else if (present(single)) {
      oneCheckRules([['settings.one_check_up_sell', rec(single)]], out);
    } else {
      out.push({ path: 'settings.multi_one_check_upsell', message: cantBeBlank('one check upsell') });
    }
  }
  moduleRules(input, out);
  return out;
}
