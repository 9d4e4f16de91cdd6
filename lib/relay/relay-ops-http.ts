/**
 * The relay's plain-HTTP routes for operators: `GET /healthz` (the process
 * answers), `GET /readyz` (it can take clients: not draining nor shutting down, its store
 * reachable or within its write buffer) and `GET /metrics` (Prometheus text).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayMetrics } from './relay-metrics.js';
import { PROMETHEUS_CONTENT_TYPE } from './relay-prometheus.js';
import type { StoreHealth } from './store.js';

export interface OpsRoutes {
  readonly metrics: RelayMetrics;
  storeHealth(): StoreHealth;
  /** True once `relay.close()` began. */
  closing(): boolean;
  /** True once `relay.drain()` began (absent: never). */
  draining?(): boolean;
  /** When set, `/metrics` needs `Authorization: Bearer <metricsToken>`. */
  readonly metricsToken?: string;
}

/** What `GET /readyz` answers (JSON), with 200 when `ready`, else 503. */
export interface ReadinessReport {
  readonly ready: boolean;
  readonly node: string;
  readonly closing: boolean;
  /** Draining (a rolling deploy): serving its clients, handing its sessions over, taking no new one. */
  readonly draining: boolean;
  readonly store: StoreHealth;
}

/**
 * Ready: not draining nor closing, and the store reachable (`ready`) or unreachable
 * within its write buffer (`connecting`/`down` with no session overflowed).
 */
export function storeAcceptsWrites(store: StoreHealth): boolean {
  if (store.state === 'ready') return true;
  if (store.state === 'closed') return false;
  return store.overflowedSessions === 0;
}

export function readiness(routes: OpsRoutes): ReadinessReport {
  const store = routes.storeHealth();
  const closing = routes.closing();
  const draining = routes.draining?.() ?? false;
  return {
    ready: !closing && !draining && storeAcceptsWrites(store),
    node: routes.metrics.nodeId,
    closing,
    draining,
    store,
  };
}

const bearerMatches = (req: IncomingMessage, token: string): boolean => {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string' || !/^Bearer /i.test(auth)) return false;
  const a = Buffer.from(auth.slice(7).trim());
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Answers an operator route; false when `req` is not one (the caller answers it). */
export function handleOpsRequest(
  routes: OpsRoutes,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/healthz' && path !== '/readyz' && path !== '/metrics') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('GET only');
    return true;
  }
  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('ok');
  } else if (path === '/readyz') {
    const report = readiness(routes);
    res
      .writeHead(report.ready ? 200 : 503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      })
      .end(JSON.stringify(report));
  } else if (routes.metricsToken !== undefined && !bearerMatches(req, routes.metricsToken)) {
    res
      .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
      .end('bearer token required');
  } else {
    res
      .writeHead(200, { 'content-type': PROMETHEUS_CONTENT_TYPE, 'cache-control': 'no-store' })
      .end(routes.metrics.prometheus());
  }
  return true;
}
