import type { Call } from '../support/http';

/** What the case generators need from the running system. */
export interface CaseContext {
  shop: string;
  /** A fresh admin session token (they live one minute). */
  token(): string;
  /** A campaign of the shop that exists. */
  campaignId(): string;
  /** The app secret the webhooks are signed with (local mode's). */
  secret: string;
}

/** One bad request and the family it belongs to (figures are printed per family). */
export interface BadCase {
  group: string;
  name: string;
  call(): Call;
}
