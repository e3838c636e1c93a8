// What the benches use of autocannon, which ships no types.
declare module 'autocannon' {
  interface Request {
    path?: string;
    headers?: Record<string, string>;
    /** Rewrites each request before it is sent (a path or a cookie per request). */
    setupRequest?: (req: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Answers by status code. */
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
