import type { QueryInterface } from 'sequelize';

/**
 * Drops a plain column (no index, no constraint) in place. On SQLite, Sequelize's removeColumn copies the table and
 * drops the original instead: dropping `shops` deletes every row that references a shop ON DELETE CASCADE
 * (campaigns, analytics...), and the copy of a table with a unique index fails. SQLite 3.35+ drops such a column in
 * place, as MySQL does.
 */
export async function dropColumn(qi: QueryInterface, table: string, column: string): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
  } else {
    await qi.removeColumn(table, column);
  }
}
