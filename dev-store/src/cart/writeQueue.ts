import { CartError } from './cartStore';

/** Shopify's answer when another write to the same cart is in flight and contention mode is on. */
export const conflict = () =>
  new CartError(409, { status: 409, message: 'Cart Error', description: 'The cart was modified by another request. Please try again.' });

/**
 * Serialises writes per cart token. With contention on, a write arriving while another is in flight answers 409
 * (as Shopify does under load since its 2024 concurrency change); writeLatencyMs holds each write open so tests can
 * overlap two writes deterministically.
 */
export class CartWriteQueue {
  private tails = new Map<string, Promise<unknown>>();
  private inFlight = new Map<string, number>();

  constructor(private readonly settings: () => { on: boolean; writeLatencyMs: number }) {}

  /** Runs `write` after earlier writes to the same cart; throws the 409 CartError under contention. */
  async run<T>(token: string, write: () => T): Promise<T> {
    const { on, writeLatencyMs } = this.settings();
    if (on && (this.inFlight.get(token) ?? 0) > 0) throw conflict();
    this.inFlight.set(token, (this.inFlight.get(token) ?? 0) + 1);
    const previous = this.tails.get(token) ?? Promise.resolve();
    const next = previous.then(async () => {
      if (writeLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, writeLatencyMs));
      return write();
    });
    const tail = next.catch(() => undefined);
    this.tails.set(token, tail);
    try {
      return await next;
    } finally {
      const left = (this.inFlight.get(token) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(token);
      else this.inFlight.set(token, left);
      if (this.tails.get(token) === tail) this.tails.delete(token);
    }
  }
}
