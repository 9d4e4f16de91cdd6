/**
 * The kit's FakeAppServer scripted like codex 0.171.0 for one turn:
 * `turn/interrupt` before `turn/started` is refused with -32600 "no active
 * turn"; once started it is accepted and `turn/completed` (interrupted)
 * follows a frame later. For the specs of abandoning and aborting a turn.
 */
import { TestScheduler } from 'rxjs/testing';
import { createClient, type Client } from '../../../lib/client/client.js';
import type { ClientOptions } from '../../../lib/client/client-options.js';
import type { ClientDiagnostic } from '../../../lib/client/diagnostics.js';
import { FakeAppServer } from '../../../lib/testing/fake-app-server.js';
import { turnStartResult } from '../../../lib/testing/fake-turn.js';

export const THREAD = 't1';
export const newScheduler = (): TestScheduler =>
  new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

export interface Timeline {
  /** Frame of the first turn's `turn/start` response. */
  readonly respondAt: number;
  /** Frame of its `turn/started` (Infinity: never). */
  readonly startAt: number;
  /** Frames of agent message deltas. */
  readonly deltasAt?: readonly number[];
}

export interface CodexLike {
  /** Frames at which turn/start requests reached the server, with their input text. */
  readonly starts: Array<[number, string]>;
  /** Frames of turn/interrupt requests, with how they were answered. */
  readonly interrupts: Array<[number, 'refused' | 'accepted']>;
}

/** Scripts the fake like codex: the first turn follows `t`; later turns are answered and left running. */
export function codexLike(fake: FakeAppServer, scheduler: TestScheduler, t: Timeline): CodexLike {
  const out: CodexLike = { starts: [], interrupts: [] };
  let started = false;
  let ended = false;
  const at = (frame: number, work: () => void): void => {
    if (frame !== Infinity) scheduler.schedule(work, Math.max(0, frame - scheduler.now()));
  };
  fake.handle('turn/start', (params, request) => {
    const text = (params as { input: Array<{ text: string }> }).input[0]?.text ?? '';
    out.starts.push([scheduler.now(), text]);
    const turnId = `turn_${out.starts.length}`;
    if (out.starts.length > 1) return { result: { turn: turnStartResult(turnId) } };
    at(t.respondAt, () =>
      fake.sendRaw(JSON.stringify({ id: request.id, result: { turn: turnStartResult(turnId) } })),
    );
    at(t.startAt, () => {
      if (ended) return;
      started = true;
      fake.notify('turn/started', { threadId: THREAD, turn: turnStartResult(turnId) });
      fake.notify('item/started', {
        threadId: THREAD,
        turnId,
        item: { type: 'agentMessage', id: 'msg_1', text: '', phase: null, memoryCitation: null },
      });
    });
    (t.deltasAt ?? []).forEach((frame, i) =>
      at(frame, () => {
        if (!ended)
          fake.notify('item/agentMessage/delta', {
            threadId: THREAD,
            turnId,
            itemId: 'msg_1',
            delta: `d${i} `,
          });
      }),
    );
    return { noReply: true };
  });
  fake.handle('turn/interrupt', () => {
    if (!started || ended) {
      out.interrupts.push([scheduler.now(), 'refused']);
      return { error: { code: -32600, message: 'no active turn' } };
    }
    out.interrupts.push([scheduler.now(), 'accepted']);
    ended = true;
    at(scheduler.now() + 1, () =>
      fake.notify('turn/completed', {
        threadId: THREAD,
        turn: { ...turnStartResult('turn_1'), status: 'interrupted' },
      }),
    );
    return { result: {} };
  });
  return out;
}

export function connect(
  scheduler: TestScheduler,
  options: ClientOptions = {},
): { fake: FakeAppServer; client: Client; diagnostics: ClientDiagnostic[] } {
  const fake = new FakeAppServer({ scheduler }).expectHandshake();
  const client = createClient(fake.transport, { scheduler, ...options });
  const diagnostics: ClientDiagnostic[] = [];
  client.diagnostics$.subscribe((d) => diagnostics.push(d));
  client.initialize().subscribe();
  return { fake, client, diagnostics };
}
