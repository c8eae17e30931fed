import { QueryTypes } from 'sequelize';
import { createMigrator } from '../../src/db/umzug';
import { createTestContext, SHOP_A, type TestContext } from '../helpers/context';
import { campaignInput, Q } from '../helpers/fixtures';

/**
 * Every migration's down keeps what it did not add. On SQLite, Sequelize's removeColumn rebuilds the table, and
 * rebuilding `shops` deleted every shop's campaigns through ON DELETE CASCADE (019's down did, until dropColumn).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const made = await ctx.gql(SHOP_A, Q.create, { input: campaignInput('add_to_unlock', 'Kept') });
  expect(made.body.errors).toBeUndefined();
});
afterAll(() => ctx.close());

const rows = async (table: string): Promise<number> => {
  const [row] = await ctx.db.sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT });
  return Number(row.n);
};

it('takes every migration after the first down, one at a time, and up again without losing a shop or a campaign', async () => {
  const before = { shops: await rows('shops'), campaigns: await rows('campaigns') };
  expect(before.campaigns).toBeGreaterThan(0);
  const migrator = createMigrator(ctx.db);
  const executed = (await migrator.executed()).map((m) => m.name);
  for (const name of executed.slice(1).reverse()) {
    await migrator.down();
    expect({ undone: name, shops: await rows('shops'), campaigns: await rows('campaigns') }).toEqual({ undone: name, ...before });
  }
  await migrator.up();
  expect({ shops: await rows('shops'), campaigns: await rows('campaigns') }).toEqual(before);
});
