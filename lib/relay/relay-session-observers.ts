/**
 * Each session's observer on a relay node: its log's size in the metrics,
 * its thread activity on the node's `activity$` (while someone listens),
 * and its spans when tracing is on.
 */
import { Subject, type Observable } from 'rxjs';
import type { ThreadActivity } from '../client/thread-activity.js';
import { relayActivityOf } from './relay-activity.js';
import type { RelayMetrics } from './relay-metrics.js';
import type { RelayTracer } from './relay-tracing.js';
import type { SessionObserver } from './session-observer.js';

export interface SessionObservers {
  observerFor(transportId: string, generation: string): SessionObserver;
  /** The thread activity of every session's upstream, keyed by transport id. */
  readonly activity$: Observable<ThreadActivity>;
  /** Completes `activity$` (the node closed). */
  complete(): void;
}

export function sessionObservers(
  metrics: RelayMetrics,
  tracing: RelayTracer | null,
): SessionObservers {
  // One small object per session (closures, no arrays): a relay holds thousands, mostly idle.
  const activity = new Subject<ThreadActivity>();
  const observerFor = (transportId: string, generation: string): SessionObserver => {
    const trace = tracing?.session(transportId, generation);
    // Thread activity only while someone listens (the bin's fleet publisher).
    const watched = (line: string, message: unknown): void => {
      if (!activity.observed) return;
      const a = relayActivityOf(transportId, line, message);
      if (a) activity.next(a);
    };
    const counted: SessionObserver = {
      appended: (bytes) => metrics.logged(bytes),
      logStats: (stats) => metrics.logStats(transportId, stats),
      serverLine: watched,
      gone: () => {
        metrics.forgetLog(transportId);
        trace?.gone?.();
      },
    };
    if (!trace) return counted;
    return {
      ...counted,
      clientMessage: (m) => trace.clientMessage?.(m),
      serverLine: (line, message) => {
        watched(line, message);
        trace.serverLine?.(line, message);
      },
    };
  };
  return {
    observerFor,
    activity$: activity.asObservable(),
    complete: () => activity.complete(),
  };
}
