/**
 * Discount Function limits (issue 21; run: `npx tsx bench/function/run.ts [runs]` from the repo root).
 * Prints, for a 250-line cart and the 35 campaigns of the size test (extensions/cartlift-discount/test-support):
 * the configuration metafield's bytes, each target's input size (the JSON its input query gives, executed against
 * Shopify's schema) and the run time of the bundled dist/function.js (median and p99 over N runs after a warm-up).
 * Shopify's limits are 64,000 bytes of input and 11 M Wasm instructions a run; instructions can only be counted on
 * the Wasm build `shopify app deploy` makes, so the JavaScript run time is given instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  functionConfigBytes,
  functionConfigFor,
  MAX_FUNCTION_CONFIG_BYTES,
  type CampaignLike,
  type DeliveryFunctionInput,
  type DeliveryFunctionResult,
  type LinesFunctionInput,
  type LinesFunctionResult,
} from '../../domain/src/cart';
import {
  functionInput,
  type StoreCart,
  type StoreLine,
} from '../../extensions/cartlift-discount/test-support/shopifyInput';
import { gid, maxCampaigns } from '../../extensions/cartlift-discount/test-support/maxCampaigns';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { build } = require('../../extensions/cartlift-discount/scripts/build.js') as {
  build(outfile?: string): Promise<number>;
};

const RUNS = Number(process.argv[2] ?? 200);
const LINES = 250;
const INPUT_LIMIT = 64_000;

/** 250 lines touching every campaign kind: bundle products, collection members, gifts, One Check products, others. */
function bigCart(campaigns: CampaignLike[]): StoreCart {
  const bundleProducts = campaigns.flatMap((c) =>
    c.target?.type === 'specific_products' ? [...(c.target.ids ?? [])] : [],
  );
  const collection = campaigns.flatMap((c) =>
    c.target?.type === 'specific_collections' ? [...(c.target.ids ?? [])] : [],
  );
  const gifts = campaigns[0].settings?.add_to_unlock?.goals?.flatMap((g) => g.gift?.products ?? []) ?? [];
  const oneCheck = campaigns.flatMap((c) => c.settings?.multi_one_check_upsell?.products ?? []);
  const lines: StoreLine[] = [];
  for (let i = 0; i < LINES; i++) {
    const kind = i % 5;
    const variantId = gid('ProductVariant', 45_900_000_000_000 + i);
    const base = {
      id: gid('CartLine', i),
      quantity: 1 + (i % 3),
      price: `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
      variantId,
      productType: 'Apparel',
      collections: [] as string[],
    };
    if (kind === 0) lines.push({ ...base, productId: String(bundleProducts[i % bundleProducts.length]) });
    else if (kind === 1)
      lines.push({
        ...base,
        productId: gid('Product', 8_900_000_000_000 + i),
        collections: [String(collection[i % collection.length])],
      });
    else if (kind === 2 && i < 40) {
      const gift = gifts[i % gifts.length];
      lines.push({
        ...base,
        quantity: 1,
        variantId: String(gift.variant_id),
        productId: String(gift.id),
        productType: 'free_gift',
      });
    } else if (kind === 3) {
      const p = oneCheck[i % oneCheck.length].product;
      lines.push({ ...base, productId: String(p?.id), variantId: String(p?.variant_id) });
    } else lines.push({ ...base, productId: gid('Product', 8_800_000_000_000 + i) });
  }
  return {
    lines,
    currency: 'EUR',
    rate: '0.9234',
    country: 'FR',
    discountClasses: ['PRODUCT', 'ORDER', 'SHIPPING'],
    config: null,
    deliveryGroups: [gid('CartDeliveryGroup', 1)],
  };
}

function time(run: () => unknown): { median: number; p99: number } {
  for (let i = 0; i < 20; i++) run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    run();
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], p99: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] };
}

async function main(): Promise<void> {
  const campaigns = maxCampaigns();
  const config = functionConfigFor(campaigns, { multiCurrencyMode: false });
  const configBytes = functionConfigBytes(config);
  const cart = { ...bigCart(campaigns), config: JSON.parse(JSON.stringify(config)) };
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cartlift-fn-bench-')), 'function.js');
  const bundleBytes = await build(out);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fn = require(out) as {
    cartLinesDiscountsGenerateRun(input: LinesFunctionInput): LinesFunctionResult;
    cartDeliveryOptionsDiscountsGenerateRun(input: DeliveryFunctionInput): DeliveryFunctionResult;
  };
  const linesInput = JSON.parse(JSON.stringify(functionInput('lines', cart))) as LinesFunctionInput;
  const deliveryInput = JSON.parse(JSON.stringify(functionInput('delivery', cart))) as DeliveryFunctionInput;
  const linesBytes = Buffer.byteLength(JSON.stringify(linesInput));
  const deliveryBytes = Buffer.byteLength(JSON.stringify(deliveryInput));
  const linesResult = fn.cartLinesDiscountsGenerateRun(linesInput);
  const candidates = linesResult.operations.reduce(
    (n, op) =>
      n +
      ('productDiscountsAdd' in op ? op.productDiscountsAdd.candidates.length : op.orderDiscountsAdd.candidates.length),
    0,
  );
  const linesTime = time(() => fn.cartLinesDiscountsGenerateRun(linesInput));
  const deliveryTime = time(() => fn.cartDeliveryOptionsDiscountsGenerateRun(deliveryInput));
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)} %`;
  console.log(
    `Discount Function, ${LINES}-line cart, ${campaigns.length} campaigns at maximum sizes (${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model})`,
  );
  console.log(`bundle dist/function.js: ${bundleBytes} bytes`);
  console.log(
    `configuration metafield: ${configBytes} bytes (limit ${MAX_FUNCTION_CONFIG_BYTES}: ${pct(configBytes, MAX_FUNCTION_CONFIG_BYTES)})`,
  );
  console.log(
    `input, cart.lines target: ${linesBytes} bytes (limit ${INPUT_LIMIT}: ${pct(linesBytes, INPUT_LIMIT)}); output ${linesResult.operations.length} operations, ${candidates} candidates`,
  );
  console.log(
    `input, delivery target: ${deliveryBytes} bytes (limit ${INPUT_LIMIT}: ${pct(deliveryBytes, INPUT_LIMIT)})`,
  );
  console.log(
    `input per line: ${((linesBytes - configBytes) / LINES).toFixed(0)} bytes; lines that fit 64,000 bytes beside this configuration: ${Math.floor((INPUT_LIMIT - configBytes - 400) / ((linesBytes - configBytes) / LINES))}`,
  );
  console.log(
    `run time (JavaScript on Node, ${RUNS} runs): lines median ${linesTime.median.toFixed(3)} ms, p99 ${linesTime.p99.toFixed(3)} ms; delivery median ${deliveryTime.median.toFixed(3)} ms, p99 ${deliveryTime.p99.toFixed(3)} ms`,
  );
  console.log(
    'instructions: not countable here (11 M limit): they are counted on the Wasm module `shopify app deploy` builds',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
