import type { Transaction } from 'sequelize';
import type { AppDeps } from '../context';

/** What a topic handler gets: the verified shop, the parsed payload and the open transaction. */
export interface WebhookContext {
  deps: AppDeps;
  shop: string;
  payload: unknown;
  transaction: Transaction;
}

/** A topic handler; may return work to do after commit (deleting files). Must be idempotent. */
export type WebhookHandler = (ctx: WebhookContext) => Promise<void | (() => Promise<void>)>;
