/**
 * The Thread service object: a client paired with a thread snapshot. Its
 * operations are built on the generated method descriptors (`callOnThread`
 * with this thread's id); operations that return a thread return a new Thread
 * (snapshots are immutable values). It needs only the client's core (requests
 * and turns), so thread.ts does not import client.ts.
 */
import { isLeft } from '../protocol/either.js';
import { map, type Observable } from 'rxjs';
import { threadSnapshotFromProtocol, type ThreadSnapshot } from '../domain/thread-snapshot.js';
import type { DoneTurnSnapshot, TurnSnapshot } from '../turn/turn-snapshot.js';
import { callOnThread, type Rest } from './call.js';
import type { ClientCore } from './client-core.js';
import { clientInternals } from './client-internals.js';
import type { ClientFlavor, StableFlavor } from './client-options.js';
import type { JsonSchema } from './json-schema-check.js';
import { requests, type ClientRequestResult, type ProtocolThread } from './protocol.js';
import { runTurn, toUserInput, type RunOptions, type TurnInputArg } from './run-turn.js';
import { turnPages } from './turn-pages.js';
import { runTurnAndWait, runTurnJson, runTurnText } from './turn-runs.js';

/**
 * @example
 * client.startThread({ cwd: '/repo' }).pipe(switchMap((thread) => thread.runText('Summarize the TODOs')));
 */
export class Thread<F extends ClientFlavor = StableFlavor> {
  private domain: ThreadSnapshot | null = null;

  constructor(
    /** The client the thread was read or started with (a `Client`). */
    readonly client: ClientCore<F>,
    /** The thread as the server sent it (generated protocol type). */
    readonly protocol: ProtocolThread,
  ) {}

  get id(): string {
    return this.protocol.id;
  }

  /**
   * The domain snapshot (typed turns, git info...), converted on first read.
   * Throws DomainDecodeError if the server's thread does not have the schema's shape.
   */
  get snapshot(): ThreadSnapshot {
    if (this.domain === null) {
      const converted = threadSnapshotFromProtocol(this.protocol);
      if (isLeft(converted)) throw converted.left;
      this.domain = converted.right;
    }
    return this.domain;
  }

  /** Reads the thread again (`thread/read`): a new Thread with a fresh snapshot. */
  refresh(options: Rest<'thread/read'> = {}): Observable<Thread<F>> {
    return callOnThread(this.client, requests['thread/read'], this.id, options).pipe(
      map((r) => new Thread<F>(this.client, r.thread)),
    );
  }

  /** `thread/fork`: the new thread. */
  fork(options: Rest<'thread/fork'> = {}): Observable<Thread<F>> {
    return callOnThread(this.client, requests['thread/fork'], this.id, options).pipe(
      map((r) => new Thread<F>(this.client, r.thread)),
    );
  }

  archive(): Observable<ClientRequestResult<'thread/archive'>> {
    return callOnThread(this.client, requests['thread/archive'], this.id, {});
  }

  unarchive(): Observable<Thread<F>> {
    return callOnThread(this.client, requests['thread/unarchive'], this.id, {}).pipe(
      map((r) => new Thread<F>(this.client, r.thread)),
    );
  }

  /** `thread/compact/start`. */
  compact(): Observable<ClientRequestResult<'thread/compact/start'>> {
    return callOnThread(this.client, requests['thread/compact/start'], this.id, {});
  }

  /** `thread/revert`: history from `beforeTurnId` on is dropped. */
  revert(beforeTurnId: string): Observable<ClientRequestResult<'thread/revert'>> {
    return callOnThread(this.client, requests['thread/revert'], this.id, { beforeTurnId });
  }

  setGoal(goal: Rest<'thread/goal/set'>): Observable<ClientRequestResult<'thread/goal/set'>> {
    return callOnThread(this.client, requests['thread/goal/set'], this.id, goal);
  }

  getGoal(): Observable<ClientRequestResult<'thread/goal/get'>> {
    return callOnThread(this.client, requests['thread/goal/get'], this.id, {});
  }

  clearGoal(
    options: Rest<'thread/goal/clear'> = {},
  ): Observable<ClientRequestResult<'thread/goal/clear'>> {
    return callOnThread(this.client, requests['thread/goal/clear'], this.id, options);
  }

  /** One page of turns (`thread/turns/list`); pass `nextCursor` back as `cursor` for the next. */
  listTurns(
    options: Rest<'thread/turns/list'> = {},
  ): Observable<ClientRequestResult<'thread/turns/list'>> {
    return callOnThread(this.client, requests['thread/turns/list'], this.id, options);
  }

  /** Every page of turns, following `nextCursor` (see `Client.turnPages`). */
  turnPages(
    options: Rest<'thread/turns/list'> = {},
  ): Observable<ClientRequestResult<'thread/turns/list'>> {
    return turnPages(this.client, this.id, options);
  }

  /** `turn/steer` on this thread's running turn. */
  steer(
    expectedTurnId: string,
    input: TurnInputArg,
  ): Observable<ClientRequestResult<'turn/steer'>> {
    return callOnThread(this.client, requests['turn/steer'], this.id, {
      expectedTurnId,
      input: toUserInput(input),
    });
  }

  /** `turn/interrupt`. */
  interrupt(turnId: string): Observable<ClientRequestResult<'turn/interrupt'>> {
    return callOnThread(this.client, requests['turn/interrupt'], this.id, { turnId });
  }

  /** See `Client.run`. */
  run(input: TurnInputArg, options: RunOptions = {}): Observable<TurnSnapshot> {
    return runTurn(clientInternals(this.client), this.id, input, options);
  }

  /** See `Client.runAndWait`. */
  runAndWait(input: TurnInputArg, options: RunOptions = {}): Observable<DoneTurnSnapshot> {
    return runTurnAndWait(clientInternals(this.client), this.id, input, options);
  }

  /** See `Client.runText`. */
  runText(input: TurnInputArg, options: RunOptions = {}): Observable<string> {
    return runTurnText(clientInternals(this.client), this.id, input, options);
  }

  /** See `Client.runJson`. */
  runJson<T = unknown>(
    input: TurnInputArg,
    outputSchema: JsonSchema,
    options: RunOptions = {},
  ): Observable<T> {
    return runTurnJson<T>(clientInternals(this.client), this.id, input, outputSchema, options);
  }
}
