import fs from 'fs';
import os from 'os';
import path from 'path';
import { connectDatabase } from './connection';
import { driverSelect } from './driverSelect';

// SQLite's reads on the hot path run on statements prepared once per connection and SQL text (driverSelect.ts).

interface Prepares {
  prepare: (...args: unknown[]) => unknown;
}

describe('driverSelect on SQLite', () => {
  it('prepares a statement once and runs it again with new parameters; the database still closes', async () => {
    const db = await connectDatabase('sqlite::memory:');
    await db.sequelize.query('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    await db.sequelize.query("INSERT INTO t (id, name) VALUES (1, 'one'), (2, 'two')");
    const connection = (await db.sequelize.connectionManager.getConnection({ type: 'read' })) as unknown as Prepares;
    const prepare = jest.spyOn(connection, 'prepare');
    const read = (id: number) => driverSelect(db, 'SELECT name FROM t WHERE id = ?', [id]);
    expect(await Promise.all([read(1), read(2), read(3)])).toEqual([[{ name: 'one' }], [{ name: 'two' }], []]);
    expect(await read(2)).toEqual([{ name: 'two' }]);
    expect(prepare).toHaveBeenCalledTimes(1);
    // A statement left unfinalized would make SQLite refuse to close (SQLITE_BUSY).
    await expect(db.close()).resolves.toBeUndefined();
  });

  it('passes a failed prepare on and does not keep it: the same SQL works once the table exists', async () => {
    const db = await connectDatabase('sqlite::memory:');
    const read = () => driverSelect(db, 'SELECT id FROM later', []);
    await expect(read()).rejects.toThrow(/no such table: later/);
    await db.sequelize.query('CREATE TABLE later (id INTEGER)');
    await db.sequelize.query('INSERT INTO later (id) VALUES (7)');
    expect(await read()).toEqual([{ id: 7 }]);
    await expect(db.close()).resolves.toBeUndefined();
  });

  it("reads what a write committed after the statement was prepared, on a file (a transaction's own connection)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'driver-select-'));
    const db = await connectDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    await db.sequelize.query('CREATE TABLE v (n INTEGER)');
    await db.sequelize.query('INSERT INTO v (n) VALUES (1)');
    const read = async () => (await driverSelect(db, 'SELECT n FROM v', []))[0];
    expect(await read()).toEqual({ n: 1 });
    await db.write((transaction) => db.sequelize.query('UPDATE v SET n = 2', { transaction }));
    expect(await read()).toEqual({ n: 2 });
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
