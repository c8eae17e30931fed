/** A minimal fetch Response for tests: jsdom has no fetch API, and the kit only reads ok, status and json(). */
export function fakeResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as unknown as Response;
}
