import type { Transaction } from 'sequelize';
import * as driverSelectModule from '../../src/db/driverSelect';
import type { TestContext } from './context';

const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

/**
 * The SQL `call` sends in its write transaction before that transaction's first write (INSERT, UPDATE or DELETE), in
 * order: what a write reads, and under which lock, before it changes anything. A spy on sequelize.query, so every
 * query still runs; queries outside that transaction (the session, a sync after the commit) are left out.
 */
export async function readsBeforeFirstWrite(ctx: TestContext, call: () => Promise<unknown>): Promise<string[]> {
  const query = jest.spyOn(ctx.db.sequelize, 'query');
  let sent: Array<{ sql: string; transaction: Transaction | undefined }>;
  try {
    await call();
  } finally {
    sent = query.mock.calls.map(([sql, options]) => ({
      sql: typeof sql === 'string' ? sql : String((sql as { query?: unknown }).query),
      transaction: (options as { transaction?: Transaction } | undefined)?.transaction,
    }));
    query.mockRestore();
  }
  const first = sent.findIndex((q) => q.transaction !== undefined && WRITE.test(q.sql));
  if (first < 0) throw new Error('the call wrote nothing in a transaction');
  return sent.slice(0, first).filter((q) => q.transaction === sent[first].transaction).map((q) => q.sql);
}

/**
 * Counts the storefront API's reads (db/driverSelect.ts, which the public hot path sends instead of sequelize.query)
 * whose SQL matches, from this call on: `count(/FROM campaigns/)`. The calling test file mocks the module, its function
 * a jest.fn calling the real one (jest.mock's factory is hoisted above imports, so it is written in the file itself).
 */
export function spyDriverReads(): { count(sql: RegExp): number } {
  const fn = driverSelectModule.driverSelect as jest.MockedFunction<typeof driverSelectModule.driverSelect>;
  if (!jest.isMockFunction(fn)) throw new Error('this test file must jest.mock ../../src/db/driverSelect first');
  const from = fn.mock.calls.length;
  return {
    count: (sql) => fn.mock.calls.slice(from).filter(([, text]) => sql.test(text)).length,
  };
}
