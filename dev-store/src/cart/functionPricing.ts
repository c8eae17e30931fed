import { allocate } from '../discounts';
import type { DeliveryCandidate, DiscountValue, FunctionOperations, OrderCandidate, OrderCondition, ProductCandidate } from '../functions/types';
import type { DiscountApplication, PricedLine } from './pricing';

/** Keys of applications a function gave start with this, so cart line keys (which hash discount keys) leave them out. */
export const FUNCTION_KEY_PREFIX = 'function:';

/**
 * One application per title and value, as a checkout lists them: candidates of one function with the same message and
 * value (a title spread over several lines) show as one discount *(choice)*.
 */
class Applications {
  private readonly byKey = new Map<string, DiscountApplication>();

  get(title: string, description: string, value: DiscountValue, targetSelection: DiscountApplication['targetSelection']): DiscountApplication {
    const valueType = value.kind === 'percentage' ? 'percentage' : 'fixed_amount';
    const amount = value.kind === 'percentage' ? value.percent : value.cents;
    const allocationMethod = value.kind === 'fixed' && value.eachItem ? 'each' : 'across';
    const key = `${FUNCTION_KEY_PREFIX}${title}|${valueType}|${amount}|${allocationMethod}|${targetSelection}`;
    let app = this.byKey.get(key);
    if (!app) {
      app = { type: 'automatic', key, title, description, value: amount, valueType, allocationMethod, targetSelection, totalAllocatedAmount: 0 };
      this.byKey.set(key, app);
    }
    return app;
  }
}

const subtotalOf = (l: PricedLine) => l.unitPrice * l.line.quantity;

/** What one product candidate takes off each line it targets, before the lines' remaining amounts cap it. */
function productAmounts(c: ProductCandidate, lines: PricedLine[]): Map<number, number> {
  // Targets naming the same line count as one target with their quantities added (null = the whole line).
  const units = new Map<number, number | null>();
  for (const t of c.targets) {
    if (!lines[t.line]) continue;
    const prev = units.get(t.line);
    units.set(t.line, prev === undefined ? t.quantity : prev === null || t.quantity === null ? null : prev + t.quantity);
  }
  const entries = [...units].map(([line, quantity]) => {
    const l = lines[line];
    const n = Math.min(quantity ?? l.line.quantity, l.line.quantity);
    return { line, units: n, base: l.unitPrice * n };
  });
  const { value } = c;
  const amounts = value.kind === 'percentage'
    ? entries.map((e) => Math.round((e.base * value.percent) / 100))
    : value.eachItem ? entries.map((e) => value.cents * e.units) : allocate(value.cents, entries.map((e) => e.base));
  return new Map(entries.map((e, i) => [e.line, Math.min(amounts[i], e.base)]));
}

const total = (amounts: Map<number, number>) => [...amounts.values()].reduce((s, a) => s + a, 0);

/** Picks candidates by Shopify's strategy: FIRST the first, MAXIMUM the one taking most, ALL every one. */
function select<T>(strategy: 'FIRST' | 'ALL' | 'MAXIMUM', candidates: T[], amountOf: (c: T) => number): T[] {
  if (strategy === 'ALL') return candidates;
  if (strategy === 'FIRST') return candidates.slice(0, 1);
  let best: T | undefined;
  for (const c of candidates) if (best === undefined || amountOf(c) > amountOf(best)) best = c;
  return best === undefined ? [] : [best];
}

/**
 * The functions' product discounts, after the store's own line discounts: each candidate chosen takes its amount off
 * the lines it targets, never more than what is left of a line (candidates applying together stack in order).
 */
export function applyProductOperations(lines: PricedLine[], runs: FunctionOperations[]): void {
  for (const run of runs) {
    const apps = new Applications();
    for (const op of run.product) {
      for (const c of select(op.strategy, op.candidates, (cand) => total(productAmounts(cand, lines)))) {
        const app = apps.get(c.message ?? run.discountTitle, run.discountTitle, c.value, 'explicit');
        for (const [index, wanted] of productAmounts(c, lines)) {
          const l = lines[index];
          const amount = Math.min(wanted, l.finalLinePrice);
          if (amount <= 0) continue;
          l.allocations.push({ application: app, amount });
          l.lineDiscount += amount;
          l.finalLinePrice -= amount;
          app.totalAllocatedAmount += amount;
        }
      }
    }
  }
}

function meets(condition: OrderCondition, lines: PricedLine[]): boolean {
  const pick = (indexes: number[]) => indexes.flatMap((i) => (lines[i] ? [lines[i]] : []));
  if (condition.kind === 'orderMinimumSubtotal') {
    return lines.filter((_l, i) => !condition.excludedLines.includes(i)).reduce((s, l) => s + subtotalOf(l), 0) >= condition.minimum;
  }
  if (condition.kind === 'cartLineMinimumQuantity') return pick(condition.lines).reduce((s, l) => s + l.line.quantity, 0) >= condition.minimum;
  return pick(condition.lines).reduce((s, l) => s + subtotalOf(l), 0) >= condition.minimum;
}

/** The weights an order candidate spreads over: what is left of each line it does not exclude. */
const orderWeights = (c: OrderCandidate, lines: PricedLine[]) => lines.map((l, i) => (c.excludedLines.includes(i) ? 0 : l.finalLinePrice - l.cartDiscountShare));

function orderAmount(c: OrderCandidate, lines: PricedLine[]): number {
  const base = orderWeights(c, lines).reduce((s, w) => s + Math.max(0, w), 0);
  return c.value.kind === 'percentage' ? Math.round((base * c.value.percent) / 100) : Math.min(c.value.cents, base);
}

/**
 * The functions' order discounts, on the subtotal after product discounts: the chosen candidate (its conditions met)
 * takes its amount off the lines it does not exclude, spread in proportion to what is left of each. Returns the
 * applications with what each took.
 */
export function applyOrderOperations(lines: PricedLine[], runs: FunctionOperations[]): DiscountApplication[] {
  const applied: DiscountApplication[] = [];
  for (const run of runs) {
    const apps = new Applications();
    for (const op of run.order) {
      const eligible = op.candidates.filter((c) => c.conditions.every((cond) => meets(cond, lines)));
      for (const c of select(op.strategy, eligible, (cand) => orderAmount(cand, lines))) {
        const amount = orderAmount(c, lines);
        if (amount <= 0) continue;
        const app = apps.get(c.message ?? run.discountTitle, run.discountTitle, c.value, c.excludedLines.length ? 'entitled' : 'all');
        const shares = allocate(amount, orderWeights(c, lines).map((w) => Math.max(0, w)));
        lines.forEach((l, i) => {
          if (shares[i] <= 0) return;
          l.cartDiscountShare += shares[i];
          l.cartAllocations.push({ application: app, amount: shares[i] });
        });
        app.totalAllocatedAmount += amount;
        if (!applied.includes(app)) applied.push(app);
      }
    }
  }
  return applied;
}

/** A shipping discount the functions gave: its application and what it took off the rate. */
export interface ShippingDiscount {
  application: DiscountApplication;
  amount: number;
}

const targetsStandard = (c: DeliveryCandidate, groupId: string, handle: string) => c.targets.some((t) => ('group' in t ? t.group === groupId : t.option === handle));

/** The functions' delivery discounts on the one shipping rate: every candidate targeting it applies (ALL), up to the rate. */
export function shippingDiscounts(rate: number, groupId: string, handle: string, runs: FunctionOperations[]): ShippingDiscount[] {
  const out: ShippingDiscount[] = [];
  let left = rate;
  for (const run of runs) {
    const apps = new Applications();
    for (const op of run.delivery) {
      for (const c of op.candidates.filter((cand) => targetsStandard(cand, groupId, handle))) {
        const wanted = c.value.kind === 'percentage' ? Math.round((rate * c.value.percent) / 100) : c.value.cents;
        const amount = Math.min(wanted, left);
        if (amount <= 0) continue;
        left -= amount;
        const application = apps.get(c.message ?? run.discountTitle, run.discountTitle, c.value, 'all');
        application.totalAllocatedAmount += amount;
        out.push({ application, amount });
      }
    }
  }
  return out;
}
