/**
 * The bin's stop (stop-once.ts): the first signal stops, every later one is
 * reported and ignored (the handlers stay: `process.once` let a second
 * Ctrl-C or SIGTERM kill the relay mid-close).
 */
import { stopOnce, type StopEvent } from '../../lib/relay/stop-once.js';

describe('stopOnce', () => {
  it('stops once, with the first signal; the later ones are reported and ignored', () => {
    const stops: NodeJS.Signals[] = [];
    const reports: Array<[StopEvent, NodeJS.Signals]> = [];
    const handler = stopOnce(
      (signal) => stops.push(signal),
      (event, signal) => reports.push([event, signal]),
    );
    handler('SIGTERM');
    handler('SIGINT');
    handler('SIGTERM');
    expect(stops).toEqual(['SIGTERM']);
    expect(reports).toEqual([
      ['stopping', 'SIGTERM'],
      ['signalIgnored', 'SIGINT'],
      ['signalIgnored', 'SIGTERM'],
    ]);
  });
});
