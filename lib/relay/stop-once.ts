/**
 * The bin's stop: one, whatever signals follow. Its handlers stay installed
 * (a signal without a handler would kill the process mid-close, as
 * `process.once` let the second one do); later signals are reported and
 * ignored.
 */
export type StopEvent = 'stopping' | 'signalIgnored';

/** A signal handler that runs `stop` for the first signal only. */
export function stopOnce(
  stop: (signal: NodeJS.Signals) => void,
  report: (event: StopEvent, signal: NodeJS.Signals) => void,
): (signal: NodeJS.Signals) => void {
  let stopping = false;
  return (signal) => {
    report(stopping ? 'signalIgnored' : 'stopping', signal);
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
}
