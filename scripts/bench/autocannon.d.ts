// The few parts of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    body?: string;
    headers?: Record<string, string>;
    /** Requests per second over all connections (none: as fast as answers come). */
    overallRate?: number;
    /** Per-request hooks; `context` is one object per connection. */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (
        request: { body?: string; headers?: Record<string, string> },
        context: Record<string, unknown>,
      ) => unknown;
    }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** The run: a thenable event emitter ('response' gives each response's time in ms). */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
