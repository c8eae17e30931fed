import { DatabaseError } from 'sequelize';

/**
 * InnoDB picked this transaction as a deadlock victim (ER_LOCK_DEADLOCK, 1213) and rolled all of it back: the whole
 * transaction may run again. Two deliveries of one webhook inserting the same rows at once can meet this on MySQL.
 */
export function isDeadlock(err: unknown): boolean {
  if (!(err instanceof DatabaseError)) return false;
  const cause = err.parent as { code?: string; errno?: number };
  return cause.code === 'ER_LOCK_DEADLOCK' || cause.errno === 1213;
}
