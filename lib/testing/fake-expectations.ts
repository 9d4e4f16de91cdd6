/**
 * What a FakeAppServer was told to expect of the client, and how it checks
 * what the client sent against it: requests taken FIFO per method (or in
 * strict order across methods), params compared as a predicate or a deep
 * subset, notifications the same, and every mismatch or unmet expectation
 * described in words for the test's failure message. fake-app-server.ts
 * answers; this file only judges.
 */
import type { RpcNotification, RpcRequest } from '../rpc/messages.js';

/** A pending expectation; `received` resolves with the client's request. */
export interface RequestExpectation {
  readonly method: string;
  readonly met: boolean;
  readonly received: Promise<RpcRequest>;
}

/** What the fake attaches to an expected request; its `params` is the check. */
export interface ParamsCheck {
  /** A predicate, or a value the params must contain (deep subset). */
  readonly params?: unknown;
}

/** How a request met the expectations (`options` is what the test attached to the one it met). */
export type RequestMatch<O> =
  | { readonly kind: 'met'; readonly options: O }
  | { readonly kind: 'badParams'; readonly problem: string }
  | { readonly kind: 'unexpected' };

interface ExpectedRequest<O extends ParamsCheck> {
  readonly method: string;
  readonly options: O;
  met: boolean;
  readonly resolve: (r: RpcRequest) => void;
}

interface ExpectedNotification {
  readonly method: string;
  readonly params?: unknown;
  met: boolean;
}

type Json = Record<string, unknown>;

/** Deep "contains": objects match when every expected key matches; arrays and scalars must be equal. */
export function containsSubset(actual: unknown, expected: unknown): boolean {
  if (expected === actual) return true;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => containsSubset(actual[i], e))
    );
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    return Object.entries(expected as Json).every(([k, v]) =>
      containsSubset((actual as Json)[k], v),
    );
  }
  return false;
}

/** A value as JSON for a problem's text, cut at 300 characters. */
export const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? 'undefined' : s.length > 300 ? `${s.slice(0, 297)}...` : s;
};

/**
 * The requests and notifications a test expects, in the order it expected
 * them.
 *
 * @example
 * const expected = new ExpectedMessages<{ params?: unknown }>();
 * expected.expectRequest('thread/start', { params: { cwd: '/repo' } });
 * expected.takeRequest(request, false); // { kind: 'met', options } | { kind: 'badParams', problem } | { kind: 'unexpected' }
 */
export class ExpectedMessages<O extends ParamsCheck> {
  private readonly requests: ExpectedRequest<O>[] = [];
  private readonly notifications: ExpectedNotification[] = [];

  expectRequest(method: string, options: O): RequestExpectation {
    let resolve: (r: RpcRequest) => void = () => undefined;
    const received = new Promise<RpcRequest>((r) => (resolve = r));
    const expected: ExpectedRequest<O> = { method, options, met: false, resolve };
    this.requests.push(expected);
    return {
      method,
      received,
      get met() {
        return expected.met;
      },
    };
  }

  expectNotification(method: string, params?: unknown): void {
    this.notifications.push({ method, params, met: false });
  }

  /**
   * Checks `request` against the first unmet expectation of its method (with
   * `strictOrder`, the first unmet one of any method); a request that meets
   * it marks it met and resolves its `received`.
   */
  takeRequest(request: RpcRequest, strictOrder: boolean): RequestMatch<O> {
    const expected = strictOrder
      ? this.requests.find((e) => !e.met)
      : this.requests.find((e) => !e.met && e.method === request.method);
    if (expected === undefined || expected.method !== request.method) return { kind: 'unexpected' };
    const check = expected.options.params;
    const ok =
      check === undefined
        ? true
        : typeof check === 'function'
          ? Boolean((check as (p: unknown) => unknown)(request.params))
          : containsSubset(request.params, check);
    if (!ok)
      return {
        kind: 'badParams',
        problem: `request ${request.method} (id ${String(request.id)}) has unexpected params: ${show(request.params)}; expected ${typeof check === 'function' ? 'params passing the predicate' : `params containing ${show(check)}`}`,
      };
    expected.met = true;
    expected.resolve(request);
    return { kind: 'met', options: expected.options };
  }

  /** The problem of a request that no expectation (and no handler) took. */
  unexpectedRequest(request: RpcRequest): string {
    const next = this.requests.find((e) => !e.met);
    return `unexpected request ${request.method} (id ${String(request.id)}) params ${show(request.params)}; ${next ? `next expected: ${next.method}` : 'no request was expected'}`;
  }

  /** Checks a notification of the client's; the problem, if it was not expected as it came. */
  takeNotification(n: RpcNotification): string | undefined {
    const expected = this.notifications.find((e) => !e.met && e.method === n.method);
    if (!expected) return `unexpected notification ${n.method} params ${show(n.params)}`;
    expected.met = true;
    if (expected.params !== undefined && !containsSubset(n.params, expected.params))
      return `notification ${n.method} has unexpected params: ${show(n.params)}; expected params containing ${show(expected.params)}`;
    return undefined;
  }

  /** The expectations still unmet, described. */
  unmet(): string[] {
    return [
      ...this.requests
        .filter((e) => !e.met)
        .map(
          (e) =>
            `expected request ${e.method} was never sent${e.options.params !== undefined && typeof e.options.params !== 'function' ? ` (params containing ${show(e.options.params)})` : ''}`,
        ),
      ...this.notifications
        .filter((n) => !n.met)
        .map((n) => `expected notification ${n.method} was never sent`),
    ];
  }
}
