import type { ShopSettings } from '@cartlift/domain';
import type { Model, ModelStatic } from 'sequelize';
import { DEMO_SHOP, seedDemoCartOn, seedShop } from '../../src/db/seed';
import { createMigrator, LEGACY_MIGRATION_NAMES } from '../../src/db/umzug';
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
      '002-analytics-rollups',
      '003-billing',
      '004-cod-orders',
      '005-rate-limits',
      '006-analytics-backfill',
      '007-cod-order-mode',
      '008-expiring-tokens',
      '009-demo-one-check-unticked',
      '010-shop-timezone',
      '011-discount-sync',
      '012-shop-public-version',
      '013-cart-drafts-experiments',
      '014-experiment-measurement',
      '015-lookup-snapshots',
    ]);
    await migrator.down({ to: 0 });
    expect(await migrator.executed()).toEqual([]);
    await migrator.up();
    expect(await tdb.db.models.Shop.count()).toBe(0);
  });

  it('a database migrated under the old names (001, 014, 015, 013...) is renamed in place: nothing runs again, data kept', async () => {
    const migrator = createMigrator(tdb.db);
    const names = (await migrator.executed()).map((m) => m.name);
    await seedShop(tdb.db, 'legacy-names.myshopify.com');
    const qi = tdb.db.sequelize.getQueryInterface();
    const [table, column] = [qi.quoteIdentifier('SequelizeMeta'), qi.quoteIdentifier('name')];
    for (const [legacy, name] of Object.entries(LEGACY_MIGRATION_NAMES)) {
      await tdb.db.sequelize.query(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`, { replacements: [legacy, name] });
    }
    // A migrator that did not know the old names would see eleven migrations pending and run 002 again (a duplicate
    // table error) or, going down, drop tables it thinks were never made.
    expect(await createMigrator(tdb.db).pending()).toEqual([]);
    expect((await createMigrator(tdb.db).executed()).map((m) => m.name)).toEqual(names);
    await createMigrator(tdb.db).up();
    expect(await tdb.db.models.Shop.findByPk('legacy-names.myshopify.com')).not.toBeNull();
    await tdb.db.models.Shop.destroy({ where: { id: 'legacy-names.myshopify.com' } });
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

  it("switches the demo cart on with the first_cart_turn_on flag (no 'Nearly there!' over a live cart), once", async () => {
    const shop = 'seed-cart-on.myshopify.com';
    await seedShop(tdb.db, shop);
    await seedDemoCartOn(tdb.db, shop);
    const row = await tdb.db.models.Shop.findByPk(shop);
    expect(row?.settings?.active).toBe(true);
    expect(row?.flags).toMatchObject({ first_cart_turn_on: true });

    // A demo database seeded before the flag existed: the cart on, no flag. Saved settings stay as they are.
    await row?.update({ settings: { ...row.settings, active: true, font_color: '#123456' } as ShopSettings, flags: null });
    await seedDemoCartOn(tdb.db, shop);
    const again = await tdb.db.models.Shop.findByPk(shop);
    expect(again?.settings).toMatchObject({ active: true, font_color: '#123456' });
    expect(again?.flags).toEqual({ first_cart_turn_on: true });

    // A merchant who switched the demo cart off keeps it off, and no flag is invented for it.
    await again?.update({ settings: { ...again.settings, active: false } as ShopSettings, flags: null });
    await seedDemoCartOn(tdb.db, shop);
    const off = await tdb.db.models.Shop.findByPk(shop);
    expect(off?.settings?.active).toBe(false);
    expect(off?.flags).toBeNull();
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

  it('every model attribute is its own column of the migrated table, with the same nullability', async () => {
    // Widened to one model type: the union of every model's static side has no common getAttributes().
    for (const model of Object.values(tdb.db.models) as ModelStatic<Model>[]) {
      const columns = await tdb.db.sequelize.getQueryInterface().describeTable(model.getTableName());
      const attributes = Object.values(model.getAttributes());
      const fields = attributes.map((a) => a.field);
      expect({ model: model.name, fields: [...new Set(fields)] }).toEqual({ model: model.name, fields });
      for (const a of attributes) {
        const column = a.field ? columns[a.field] : undefined;
        // A key's nullability is the dialect's business (SQLite reports an INTEGER PRIMARY KEY as nullable).
        const nullable = (allowNull: boolean | undefined) => (a.primaryKey ? 'key' : allowNull);
        expect({ model: model.name, field: a.field, found: !!column, nullable: nullable(column?.allowNull) }).toEqual({
          model: model.name,
          field: a.field,
          found: true,
          nullable: nullable(a.allowNull !== false),
        });
      }
    }
  });
});
