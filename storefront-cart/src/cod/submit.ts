import type { CodOrderResult } from '@cartlift/domain/api/checkout';
import type { CartSource, CodOrderRequest } from '../drawer/common/source';

/** What placing a COD order came to. */
export type CodOutcome =
  | { kind: 'placed'; name: string; awaitingConfirmation: boolean }
  | { kind: 'invalid'; fields: Record<number, string>; message?: string; code?: string }
  | { kind: 'failed' };

/** How often and how long a 409 (the same key being placed by another click) is waited out. */
export const COD_BUSY_RETRIES = 5;
export const COD_BUSY_WAIT_MS = 1000;

/** What the gateway answers a COD order: the domain's result when placed, its error envelope when refused. */
type AnswerBody = Partial<CodOrderResult> & {
  error?: { code?: string; message?: string; errors?: { path: string; message: string }[] };
};

/** A random client key per submission: the gateway places one order per key however often it is sent. */
export function newClientKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends the order. 201/200 is placed (200 is a key the gateway already placed: the first click's order); 409 means
 * another click with the same key is placing it, so wait and ask again; 400 carries per-answer errors
 * (`answers.N`); anything else, or no network, is a failure the shopper can retry with the same key.
 */
export async function placeCodOrder(source: CartSource, body: CodOrderRequest, waitMs = COD_BUSY_WAIT_MS): Promise<CodOutcome> {
  for (let attempt = 0; ; attempt++) {
    let answer;
    try {
      answer = await source.codOrder(body);
    } catch {
      return { kind: 'failed' };
    }
    const data = (answer.body ?? {}) as AnswerBody;
    if (answer.status === 200 || answer.status === 201) {
      return { kind: 'placed', name: data.order?.name ?? '', awaitingConfirmation: data.awaiting_confirmation === true };
    }
    if (answer.status === 409 && attempt < COD_BUSY_RETRIES) {
      await wait(waitMs);
      continue;
    }
    if (answer.status !== 400) return { kind: 'failed' };
    const fields: Record<number, string> = {};
    let message: string | undefined;
    for (const e of data.error?.errors ?? []) {
      const m = /^answers\.(\d+)$/.exec(e.path);
      if (m) fields[Number(m[1])] = e.message;
      else message = e.message;
    }
    return { kind: 'invalid', fields, code: data.error?.code, message: message ?? (Object.keys(fields).length ? undefined : data.error?.message) };
  }
}
