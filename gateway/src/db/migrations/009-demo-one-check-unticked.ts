import { QueryTypes, type QueryInterface } from 'sequelize';

/** The local demo shop (db/seed.ts DEMO_SHOP); written out so the migration never changes with later code. */
const DEMO_SHOP = 'cartlift-demo.myshopify.com';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The settings with every One Check product unticked, or undefined when nothing was ticked. */
export function untickedOneCheck(settings: Json): Json | undefined {
  let changed = false;
  const untick = (item: unknown): unknown => {
    if (!isObject(item) || item.is_ticked_by_default !== true) return item;
    changed = true;
    return { ...item, is_ticked_by_default: false };
  };
  const next: Json = { ...settings };
  if (isObject(settings.multi_one_check_upsell)) {
    const multi = settings.multi_one_check_upsell;
    next.multi_one_check_upsell = Array.isArray(multi.products) ? { ...multi, products: multi.products.map(untick) } : multi;
  }
  if (isObject(settings.one_check_up_sell)) next.one_check_up_sell = untick(settings.one_check_up_sell);
  return changed ? next : undefined;
}

/**
 * Issue 22 (App Store rule 1.1.9: no pre-selected optional charge): the demo shop was seeded with its Shipping
 * Protection ticked by default, so every shopper's first add put $2.99 in the cart. Only the demo shop's rows change:
 * it exists on local machines only, and a merchant who ticked the switch chose it (the editor now warns beside it).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sq = qi.sequelize;
  const rows = await sq.query<{ id: string; settings: string }>(
    "SELECT id, settings FROM campaigns WHERE shop_id = ? AND type = 'one_check_up_sell'",
    { replacements: [DEMO_SHOP], type: QueryTypes.SELECT },
  );
  for (const row of rows) {
    let settings: unknown;
    try {
      settings = JSON.parse(row.settings);
    } catch {
      continue; // not JSON: left for the campaign's own validation to report
    }
    const next = isObject(settings) ? untickedOneCheck(settings) : undefined;
    if (next)
      await sq.query('UPDATE campaigns SET settings = ? WHERE id = ? AND shop_id = ?', {
        replacements: [JSON.stringify(next), row.id, DEMO_SHOP],
        type: QueryTypes.UPDATE,
      });
  }
}

/** Nothing to undo: which rows were ticked is not kept, and unticked is the safe state. */
export async function down(): Promise<void> {}
