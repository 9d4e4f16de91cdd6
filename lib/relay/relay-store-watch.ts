/**
 * What a relay node records of its store: state changes (ready, degraded,
 * ...) and store events in its log, and a replay gap counted once per
 * session and outage when an outage dropped that session's log entries.
 */
import { Subscription } from 'rxjs';
import type { RelayLogger } from './relay-log.js';
import type { RelayMetrics } from './relay-metrics.js';
import type { SessionStore } from './store.js';

/** Watches the store until unsubscribed. */
export function watchStore(
  store: SessionStore,
  log: RelayLogger,
  metrics: RelayMetrics,
): Subscription {
  const watching = new Subscription();
  let lastState = store.health?.().state;
  /** Sessions whose log entries this outage dropped (a gap counted once per session and outage). */
  const outageGaps = new Set<string>();
  const healthSubscription = store.health$?.subscribe((h) => {
    if (h.state === 'ready' && h.overflowedSessions === 0) outageGaps.clear();
    if (h.state === lastState) return;
    lastState = h.state;
    log({
      kind: 'storeState',
      state: h.state,
      bufferedOps: h.bufferedOps,
      ...(h.lastError !== undefined ? { lastError: h.lastError } : {}),
    });
  });
  const eventSubscription = store.events$?.subscribe((e) => {
    if (e.kind === 'bufferOverflow' && !outageGaps.has(e.transportId)) {
      outageGaps.add(e.transportId);
      metrics.replayGap('outage');
    }
    log({
      kind: 'storeEvent',
      event: e.kind,
      transportId: e.transportId,
      ...('droppedThrough' in e ? { droppedThrough: e.droppedThrough } : {}),
    });
  });
  if (healthSubscription) watching.add(healthSubscription);
  if (eventSubscription) watching.add(eventSubscription);
  return watching;
}
