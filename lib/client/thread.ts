/**
 * The Thread service object: a client paired with a thread snapshot. Every
 * operation delegates to the client; operations that return a thread return a
 * new Thread (snapshots are immutable values).
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import type { Observable } from 'rxjs';
import { threadSnapshotFromProtocol, type ThreadSnapshot } from '../domain/thread-snapshot.js';
import type { TurnResult } from '../turn/collect-turn.js';
import type { TurnState } from '../turn/turn-state.js';
import type { Client, Rest } from './client.js';
import type { ClientFlavor, StableFlavor } from './client-options.js';
import type { JsonSchema } from './json-schema-check.js';
import type { ClientRequestResult, ProtocolThread } from './protocol.js';
import type { RunOptions, TurnInputArg } from './run-turn.js';

/**
 * @example
 * client.startThread({ cwd: '/repo' }).pipe(switchMap((thread) => thread.runText('Summarize the TODOs')));
 */
export class Thread<F extends ClientFlavor = StableFlavor> {
  private domain: ThreadSnapshot | null = null;

  constructor(
    readonly client: Client<F>,
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
    return this.client.readThread(this.id, options);
  }

  /** `thread/fork`: the new thread. */
  fork(options: Rest<'thread/fork'> = {}): Observable<Thread<F>> {
    return this.client.forkThread(this.id, options);
  }

  archive(): Observable<ClientRequestResult<'thread/archive'>> {
    return this.client.archiveThread(this.id);
  }

  unarchive(): Observable<Thread<F>> {
    return this.client.unarchiveThread(this.id);
  }

  /** `thread/compact/start`. */
  compact(): Observable<ClientRequestResult<'thread/compact/start'>> {
    return this.client.startThreadCompaction(this.id);
  }

  /** `thread/revert`: history from `beforeTurnId` on is dropped. */
  revert(beforeTurnId: string): Observable<ClientRequestResult<'thread/revert'>> {
    return this.client.revertThread(this.id, beforeTurnId);
  }

  setGoal(goal: Rest<'thread/goal/set'>): Observable<ClientRequestResult<'thread/goal/set'>> {
    return this.client.setThreadGoal(this.id, goal);
  }

  getGoal(): Observable<ClientRequestResult<'thread/goal/get'>> {
    return this.client.getThreadGoal(this.id);
  }

  clearGoal(
    options: Rest<'thread/goal/clear'> = {},
  ): Observable<ClientRequestResult<'thread/goal/clear'>> {
    return this.client.clearThreadGoal(this.id, options);
  }

  /** One page of turns (`thread/turns/list`); pass `nextCursor` back as `cursor` for the next. */
  listTurns(
    options: Rest<'thread/turns/list'> = {},
  ): Observable<ClientRequestResult<'thread/turns/list'>> {
    return this.client.listTurns(this.id, options);
  }

  /** Every page of turns, following `nextCursor` (see `Client.turnPages`). */
  turnPages(
    options: Rest<'thread/turns/list'> = {},
  ): Observable<ClientRequestResult<'thread/turns/list'>> {
    return this.client.turnPages(this.id, options);
  }

  /** `turn/steer` on this thread's running turn. */
  steer(
    expectedTurnId: string,
    input: TurnInputArg,
  ): Observable<ClientRequestResult<'turn/steer'>> {
    return this.client.steerTurn(this.id, expectedTurnId, input);
  }

  /** `turn/interrupt`. */
  interrupt(turnId: string): Observable<ClientRequestResult<'turn/interrupt'>> {
    return this.client.interruptTurn(this.id, turnId);
  }

  /** See `Client.run`. */
  run(input: TurnInputArg, options: RunOptions = {}): Observable<TurnState> {
    return this.client.run(this.id, input, options);
  }

  /** See `Client.runAndWait`. */
  runAndWait(input: TurnInputArg, options: RunOptions = {}): Observable<TurnResult> {
    return this.client.runAndWait(this.id, input, options);
  }

  /** See `Client.runText`. */
  runText(input: TurnInputArg, options: RunOptions = {}): Observable<string> {
    return this.client.runText(this.id, input, options);
  }

  /** See `Client.runJson`. */
  runJson<T = unknown>(
    input: TurnInputArg,
    outputSchema: JsonSchema,
    options: RunOptions = {},
  ): Observable<T> {
    return this.client.runJson<T>(this.id, input, outputSchema, options);
  }
}
