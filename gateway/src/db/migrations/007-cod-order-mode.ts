import { DataTypes, QueryTypes, type QueryInterface } from 'sequelize';
import { dropColumn } from '../dropColumn';

/** Shops read per statement: bounded memory however many shops are installed. */
const BATCH = 500;

/**
 * Issue 24 (App Store rule 1.1.2): cod_settings.order_mode, draft_order by default. A shop that already offers cash
 * on delivery keeps what its orders were (payment_pending) until the merchant chooses: switching it silently would
 * move new orders from Orders into Drafts, where a merchant who ships from Orders would not look. Every other shop
 * takes the default from the settings' defaults (the stored JSON is laid over them on read).
 * cod_orders.draft_id: the draft a claim created, so a retry after an unclear failure reads that draft back instead
 * of creating a second one.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('cod_orders', 'draft_id', { type: DataTypes.STRING(255), allowNull: true });
  const sq = qi.sequelize;
  for (let after = ''; ; ) {
    const rows = await sq.query<{ id: string; cod_settings: string | null }>(
      'SELECT id, cod_settings FROM shops WHERE id > ? AND cod_settings IS NOT NULL ORDER BY id LIMIT ?',
      { replacements: [after, BATCH], type: QueryTypes.SELECT },
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const cod = parse(row.cod_settings);
      if (!cod || cod.is_active !== true || 'order_mode' in cod) continue;
      await sq.query('UPDATE shops SET cod_settings = ? WHERE id = ?', {
        replacements: [JSON.stringify({ ...cod, order_mode: 'payment_pending' }), row.id],
        type: QueryTypes.UPDATE,
      });
    }
    after = rows[rows.length - 1].id;
  }
}

function parse(text: string | null): Record<string, unknown> | undefined {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    // A row that is not JSON is left for the settings' own validation to report, as before.
    return undefined;
  }
}

/** Drops draft_id; order_mode stays in the settings JSON (older code ignores it). */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await dropColumn(qi, 'cod_orders', 'draft_id');
}
