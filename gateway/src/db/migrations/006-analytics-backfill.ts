import { QueryTypes, type QueryInterface, type Sequelize, type Transaction } from 'sequelize';
import { DASHBOARD_DEFAULT_ZONE, dashboardDayNumber } from '@cartlift/domain';

/** Rows read per statement and rollup rows written per statement: bounded memory and statement size on big shops. */
const BATCH = 5000;
const WRITE_ROWS = 500;
const ORDER_BATCH = 200;
// Frozen copies (a migration must mean the same thing after the services change). Shops had no time zone when this
// ran: their days were the spec's UTC+10, the zone a shop without one still uses.
const ZONE = DASHBOARD_DEFAULT_ZONE;
const COUNTER = {
  view_cart: 'carts_displayed',
  checkout_started: 'checkouts_started',
  upsell_added: 'upsells_added',
} as const;
const FIELDS = [
  'carts_displayed',
  'checkouts_started',
  'upsells_added',
  'orders',
  'sales_cents',
  'upsell_units',
  'upsell_cents',
] as const;
type Field = (typeof FIELDS)[number];
type Totals = Partial<Record<Field, number>>;

const toDate = (v: unknown): Date =>
  v instanceof Date
    ? v
    : new Date(
        String(v)
          .replace(' ', 'T')
          .replace(/ ?([+-]\d\d:\d\d)$/, '$1'),
      );

/** Adds rows to analytics_daily (counters add up, as services/analyticsRollup does), WRITE_ROWS per statement. */
async function addRollups(
  sq: Sequelize,
  shop: string,
  rows: Map<string, Totals>,
  transaction: Transaction,
): Promise<void> {
  const list = [...rows];
  const cols = ['shop_id', 'campaign_id', 'day', ...FIELDS];
  const update =
    sq.getDialect() === 'sqlite'
      ? ` ON CONFLICT (shop_id, campaign_id, day) DO UPDATE SET ${FIELDS.map((f) => `${f} = ${f} + excluded.${f}`).join(', ')}`
      : ` ON DUPLICATE KEY UPDATE ${FIELDS.map((f) => `${f} = ${f} + VALUES(${f})`).join(', ')}`;
  for (let i = 0; i < list.length; i += WRITE_ROWS) {
    const part = list.slice(i, i + WRITE_ROWS);
    const values = part.flatMap(([key, t]) => {
      const [campaign, day] = key.split('|');
      return [shop, campaign, Number(day), ...FIELDS.map((f) => t[f] ?? 0)];
    });
    const tuple = `(${cols.map(() => '?').join(', ')})`;
    await sq.query(
      `INSERT INTO analytics_daily (${cols.join(', ')}) VALUES ${part.map(() => tuple).join(', ')}${update}`,
      { replacements: values, transaction, type: QueryTypes.INSERT },
    );
  }
}

const bump = (rows: Map<string, Totals>, campaign: string, day: number, field: Field, by: number): void => {
  const key = `${campaign}|${day}`;
  const t = rows.get(key) ?? {};
  t[field] = (t[field] ?? 0) + by;
  rows.set(key, t);
};

/**
 * Rollups from raw dashboard events on days that have none yet for their shop (before 014 the events were stored
 * but never rolled up; days with rollups were counted as they happened). Before 014 one cart opening wrote one row per
 * campaign it showed, in one INSERT: consecutive rows of the same shop, type and instant are one event for the whole
 * shop's figure, each row one for its campaign. Each shop's days are written in one transaction, so a run that stops
 * halfway resumes from the shops left (their days still have no rollups).
 */
async function backfillEvents(sq: Sequelize): Promise<void> {
  const covered = new Set(
    (
      await sq.query<{ shop_id: string; day: number }>('SELECT DISTINCT shop_id, day FROM analytics_daily', {
        type: QueryTypes.SELECT,
      })
    ).map((r) => `${r.shop_id}|${Number(r.day)}`),
  );
  const byShop = new Map<string, Map<string, Totals>>();
  let prev = '';
  let lastId = 0;
  for (;;) {
    const rows = await sq.query<{
      id: number;
      shop_id: string;
      type: keyof typeof COUNTER;
      campaign_id: string | null;
      created_at: unknown;
    }>(
      `SELECT id, shop_id, type, campaign_id, created_at FROM analytics_events
       WHERE id > ? AND type IN ('view_cart', 'checkout_started', 'upsell_added') ORDER BY id LIMIT ${BATCH}`,
      { replacements: [lastId], type: QueryTypes.SELECT },
    );
    for (const r of rows) {
      const at = toDate(r.created_at).getTime();
      const day = dashboardDayNumber(at, ZONE);
      const event = `${r.shop_id}|${r.type}|${at}`;
      const isNewEvent = r.campaign_id === null || event !== prev;
      prev = event;
      if (covered.has(`${r.shop_id}|${day}`)) continue;
      const shop = byShop.get(r.shop_id) ?? new Map<string, Totals>();
      byShop.set(r.shop_id, shop);
      if (isNewEvent) bump(shop, '', day, COUNTER[r.type], 1);
      if (r.campaign_id) bump(shop, r.campaign_id, day, COUNTER[r.type], 1);
    }
    if (rows.length < BATCH) break;
    lastId = Number(rows[rows.length - 1].id);
  }
  for (const [shop, rows] of byShop) await sq.transaction((t) => addRollups(sq, shop, rows, t));
}

/**
 * analytics_orders and their rollups from upsell_attributions rows whose order was never counted (orders/create before
 * 014 stored only the attributed lines). The order total was not kept then, so such an order's sales are its
 * attributed lines' amount: a lower bound, stated in mfe-analytics/README.md. ORDER_BATCH orders per transaction;
 * an order already in analytics_orders is skipped, so a second run adds nothing.
 */
async function backfillOrders(sq: Sequelize): Promise<void> {
  for (;;) {
    const orders = await sq.query<{ shop_id: string; order_id: string; created_at: unknown; currency: string }>(
      `SELECT a.shop_id, a.order_id, MIN(a.created_at) AS created_at, MIN(a.currency) AS currency
       FROM upsell_attributions a LEFT JOIN analytics_orders o ON o.shop_id = a.shop_id AND o.order_id = a.order_id
       WHERE o.order_id IS NULL GROUP BY a.shop_id, a.order_id ORDER BY a.shop_id, a.order_id LIMIT ${ORDER_BATCH}`,
      { type: QueryTypes.SELECT },
    );
    if (orders.length === 0) return;
    await sq.transaction(async (transaction) => {
      const shops = new Map<string, typeof orders>();
      for (const o of orders) shops.set(o.shop_id, [...(shops.get(o.shop_id) ?? []), o]);
      for (const [shop, list] of shops) {
        const lines = await sq.query<{ order_id: string; campaign_id: string; quantity: number; amount_cents: number }>(
          `SELECT order_id, campaign_id, quantity, amount_cents FROM upsell_attributions
           WHERE shop_id = ? AND order_id IN (${list.map(() => '?').join(', ')})`,
          { replacements: [shop, ...list.map((o) => o.order_id)], type: QueryTypes.SELECT, transaction },
        );
        const rows = new Map<string, Totals>();
        for (const o of list) {
          const at = toDate(o.created_at);
          const day = dashboardDayNumber(at.getTime(), ZONE);
          const mine = lines.filter((l) => l.order_id === o.order_id);
          const total = mine.reduce((s, l) => s + Number(l.amount_cents), 0);
          const perCampaign = new Map<string, { units: number; cents: number }>();
          for (const l of mine) {
            const c = perCampaign.get(l.campaign_id) ?? { units: 0, cents: 0 };
            c.units += Number(l.quantity);
            c.cents += Number(l.amount_cents);
            perCampaign.set(l.campaign_id, c);
          }
          const units = mine.reduce((s, l) => s + Number(l.quantity), 0);
          for (const [campaign, u, c] of [
            ['', units, total] as const,
            ...[...perCampaign].map(([id, v]) => [id, v.units, v.cents] as const),
          ]) {
            bump(rows, campaign, day, 'orders', 1);
            bump(rows, campaign, day, 'sales_cents', total);
            bump(rows, campaign, day, 'upsell_units', u);
            bump(rows, campaign, day, 'upsell_cents', c);
          }
          await sq.query(
            'INSERT INTO analytics_orders (shop_id, order_id, day, total_cents, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)',
            { replacements: [shop, o.order_id, day, total, o.currency, at], transaction, type: QueryTypes.INSERT },
          );
        }
        await addRollups(sq, shop, rows, transaction);
      }
    });
  }
}

/** Carries the analytics recorded before 014 into the dashboard's rollups (events first: orders add rollup days). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await backfillEvents(qi.sequelize);
  await backfillOrders(qi.sequelize);
}

/** Nothing to undo: the backfilled rollups cannot be told apart from live ones, and removing them would lose data. */
export const down = async (): Promise<void> => undefined;
