// One autocannon load against one endpoint, with exact latency percentiles.
import autocannon from 'autocannon';
import { cpuMs } from './processes.js';

export interface RequestParts {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadRequest extends RequestParts {
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE';
  /** Called for every request of every connection (rotating ids, users); overrides the fixed parts. */
  next?: () => Partial<RequestParts>;
}

export interface LoadResult {
  /** Average requests per second over the measured seconds (autocannon's requests.average). */
  reqPerSec: number;
  /** Latency percentiles of 2xx answers in ms, from every response time (autocannon's own are whole ms). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** CPU the server process spent per answered request (ms), when the bench knows the server's pid. */
  serverCpuMsPerReq?: number;
}

export interface LoadOptions {
  url: string;
  /** The server's pid, to measure its CPU time per request. */
  serverPid?: number;
  connections: number;
  seconds: number;
  request: LoadRequest;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export async function runLoad({
  url,
  connections,
  seconds,
  request,
  serverPid,
}: LoadOptions): Promise<LoadResult> {
  const { next } = request;
  const requests: autocannon.Request[] = [
    {
      method: request.method,
      path: request.path,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(next
        ? {
            // One shared rotation across all connections, so concurrent requests hit different rows.
            setupRequest: (req: autocannon.Request) => {
              const parts = next();
              return {
                ...req,
                ...(parts.path ? { path: parts.path } : {}),
                ...(parts.headers ? { headers: { ...req.headers, ...parts.headers } } : {}),
                ...(parts.body !== undefined ? { body: parts.body } : {}),
              };
            },
          }
        : {}),
    },
  ];

  let latencies = new Float64Array(65_536);
  let count = 0;
  // Without a callback autocannon returns an EventEmitter that is also a promise of the result (its types
  // know one or the other), and emits 'response' with the client first, before status, bytes and time.
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests,
  }) as unknown as NodeJS.EventEmitter & PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode < 200 || statusCode >= 300) return;
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = responseTime;
  });
  const cpuBefore = serverPid ? cpuMs(serverPid) : Number.NaN;
  const result = await instance;
  const cpuUsed = serverPid ? cpuMs(serverPid) - cpuBefore : Number.NaN;
  const sorted = latencies.subarray(0, count).sort();
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    reqPerSec: result.requests.average,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: count > 0 ? sorted[count - 1]! : Number.NaN,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    seconds: result.duration,
    ...(Number.isFinite(cpuUsed) && result.requests.total > 0
      ? { serverCpuMsPerReq: cpuUsed / result.requests.total }
      : {}),
  };
}
