import type { ShopSettings } from '@cartlift/domain';
import { DEMO_SHOP, seedShop } from '../../src/db/seed';
import { createMigrator } from '../../src/db/umzug';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.dispose());

describe('migrations and seed', () => {
  it('migrations go down and up again cleanly', async () => {
    const migrator = createMigrator(tdb.db);
    expect((await migrator.executed()).map((m) => m.name)).toEqual([
      '001-initial',
      '014-analytics-rollups',
      '015-billing',
      '013-cod-orders',
    ]);
    await migrator.down({ to: 0 });
    expect(await migrator.executed()).toEqual([]);
    await migrator.up();
    expect(await tdb.db.models.Shop.count()).toBe(0);
  });

  it('the seed installs the demo shop idempotently and keeps its settings on re-seed', async () => {
    await seedShop(tdb.db, DEMO_SHOP);
    await tdb.db.models.Shop.update(
      { settings: { active: true } as ShopSettings, installed: false, access_token: null },
      { where: { id: DEMO_SHOP } },
    );
    await seedShop(tdb.db, DEMO_SHOP);
    const row = await tdb.db.models.Shop.findByPk(DEMO_SHOP);
    expect(row).toMatchObject({
      installed: true,
      access_token: 'shpat_cartlift_demo_local',
      settings: { active: true },
    });
    expect(await tdb.db.models.Shop.count()).toBe(1);
  });

  it('refuses to seed something that is not a myshopify domain', async () => {
    await expect(seedShop(tdb.db, 'evil.example.com')).rejects.toThrow('Not a myshopify domain');
  });

  it('stores JSON documents and reads them back identically', async () => {
    const doc = { nested: { list: [1, 'two', { three: true }], unicode: 'Grüße 🎁', big: 'x'.repeat(70_000) } };
    // Any document round-trips, even one that is not (or no longer) the settings shape the model declares.
    await tdb.db.models.Shop.update({ settings: doc as unknown as ShopSettings }, { where: { id: DEMO_SHOP } });
    expect((await tdb.db.models.Shop.findByPk(DEMO_SHOP))?.settings).toEqual(doc);
  });
});
