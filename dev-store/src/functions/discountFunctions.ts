import type { Script } from 'node:vm';
import type { StoreDeps } from '../config';
import { loadExtension, type FunctionExtension, type FunctionTarget } from './extension';
import { functionInput, inputRoot, lineGid, type FunctionCart } from './input';
import { checkOutput, readOperations } from './output';
import { runFunction } from './runner';
import { noOperations, resolveNamespace, type AppDiscount, type DiscountClass, type FunctionOperations, type FunctionRun } from './types';

const LINES_TARGET = 'cart.lines.discounts.generate.run';
const DELIVERY_TARGET = 'cart.delivery-options.discounts.generate.run';
const KEPT_RUNS = 50;

/** Says something in the log once per store (a checkout is priced on every page view: the log would repeat it). */
function notice(deps: StoreDeps, text: string): void {
  if (deps.state.functionNotices.has(text)) return;
  deps.state.functionNotices.add(text);
  console.warn(`dev-store: ${text}`);
}

/** The app's function, when deployed (its extension folder), or null. */
export function deployedFunction(deps: StoreDeps): FunctionExtension | null {
  try {
    return loadExtension(deps.config.discountFunctionDir, deps.config.apiKey);
  } catch (error) {
    notice(deps, `the discount function extension in ${deps.config.discountFunctionDir} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** A discount runs at `now` once started and until it ends (Shopify's ACTIVE status). */
export function isActive(discount: AppDiscount, now: Date): boolean {
  return Date.parse(discount.startsAt) <= now.getTime() && (discount.endsAt === null || Date.parse(discount.endsAt) > now.getTime());
}

/** The input query's variables: the JSON object in the metafield `[extensions.input.variables]` names (none: no variables). */
function variablesOf(extension: FunctionExtension, discount: AppDiscount): Record<string, unknown> {
  if (!extension.variables) return {};
  const { namespace, key } = extension.variables;
  const metafield = discount.metafields.find((m) => m.namespace === resolveNamespace(namespace) && m.key === key);
  if (!metafield) return {};
  const value: unknown = JSON.parse(metafield.value);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Which classes an operation needs: a discount without the class gets none of it (Shopify drops it too). */
function keepClasses(ops: FunctionOperations, classes: DiscountClass[]): FunctionOperations {
  return {
    discountTitle: ops.discountTitle,
    product: classes.includes('PRODUCT') ? ops.product : [],
    order: classes.includes('ORDER') ? ops.order : [],
    delivery: classes.includes('SHIPPING') ? ops.delivery : [],
  };
}

/** The operations a run gives: none when anything failed (said in the log, kept in the run log). */
function outcome(run: FunctionRun, discount: AppDiscount, ops: FunctionOperations): FunctionOperations {
  if (run.errors.length === 0) return keepClasses(ops, discount.discountClasses);
  console.warn(`dev-store: discount function ${run.target} for discount ${discount.id} failed, so it gives nothing: ${run.errors.join('; ')}`);
  return noOperations(discount.title);
}

async function runTarget(deps: StoreDeps, extension: FunctionExtension, module: Script, target: FunctionTarget, discount: AppDiscount, cart: FunctionCart): Promise<FunctionOperations> {
  const run: FunctionRun = { at: new Date().toISOString(), discountId: discount.id, target: target.target, inputBytes: 0, durationMs: 0, input: null, output: null, logs: [], errors: [] };
  deps.state.functionRuns = [...deps.state.functionRuns.slice(-(KEPT_RUNS - 1)), run];
  const none = noOperations(discount.title);
  let variables: Record<string, unknown>;
  try {
    variables = variablesOf(extension, discount);
  } catch (error) {
    run.errors.push(`the configuration metafield is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    return outcome(run, discount, none);
  }
  const { input, errors } = await functionInput(extension.schema, target.query, target.target, inputRoot(cart, discount), variables);
  run.input = input;
  run.inputBytes = input === null ? 0 : Buffer.byteLength(JSON.stringify(input));
  run.errors.push(...errors);
  if (errors.length) return outcome(run, discount, none);
  const result = runFunction(module, target.functionName, input);
  Object.assign(run, { output: result.output, logs: result.logs, durationMs: Math.round(result.durationMs * 1000) / 1000 });
  if (result.error) run.errors.push(`the function threw: ${result.error}`);
  else run.errors.push(...checkOutput(extension.schema, target.target, result.output));
  if (run.errors.length) return outcome(run, discount, none);
  return outcome(run, discount, readOperations(result.output, cart.lines.map((_l, i) => lineGid(i)), discount.title, run.errors));
}

/**
 * Runs the app's discount function for each of its active automatic discounts, as Shopify's checkout does: the lines
 * target for discounts with the product or order class, the delivery target for those with the shipping class; each
 * run's input comes from the extension's own input query. A run that fails (throws, invalid output) gives nothing.
 */
export async function runDiscountFunctions(deps: StoreDeps, cart: FunctionCart): Promise<FunctionOperations[]> {
  const discounts = deps.state.appDiscounts.filter((d) => isActive(d, cart.now));
  if (discounts.length === 0 || cart.lines.length === 0) return [];
  const extension = deployedFunction(deps);
  if (!extension) return [];
  if (!extension.module) {
    notice(deps, `discount function module not built (${extension.modulePath}): checkouts run without the ${extension.handle} function`);
    return [];
  }
  const { module } = extension;
  const out: FunctionOperations[] = [];
  for (const discount of discounts.filter((d) => d.functionId === extension.id)) {
    for (const target of extension.targets) {
      const wanted = target.target === LINES_TARGET
        ? discount.discountClasses.some((c) => c === 'PRODUCT' || c === 'ORDER')
        : target.target === DELIVERY_TARGET && discount.discountClasses.includes('SHIPPING') && cart.shippingRate !== null;
      if (wanted) out.push(await runTarget(deps, extension, module, target, discount, cart));
    }
  }
  return out;
}
