/**
 * The lookup bench's load generator for its fixed-rate latency rounds, in a process of its own: autocannon parses
 * every answer in JavaScript (the lookup's 29.6 KB answer made it about 44 % of the bench process's allocation, and its
 * young-generation collections, 10-30 ms each on this machine, landed in the servers' tail). Here the servers' process
 * does only the servers' work, as in production, where the shoppers' browsers are elsewhere. Takes one
 * `{url, rate, connections, duration}` message per round and answers the round's latency and rate.
 */
import autocannon from 'autocannon';

export interface RateRound {
  url: string;
  rate: number;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}

export interface RateResult {
  p50: number;
  p99: number;
  p999: number;
  rps: number;
  errors: number;
}

process.on('message', (round: RateRound) => {
  void autocannon({
    url: round.url,
    connections: round.connections,
    duration: round.duration,
    overallRate: round.rate,
    headers: round.headers,
  }).then((r) => {
    const result: RateResult = {
      p50: r.latency.p50,
      p99: r.latency.p99,
      p999: r.latency.p99_9,
      rps: r.requests.average,
      errors: r.non2xx + r.errors + r.timeouts,
    };
    process.send?.(result);
  });
});
process.on('disconnect', () => process.exit(0));
