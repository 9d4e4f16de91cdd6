/**
 * The Client: one initialized connection to a codex app-server. The
 * connection machinery (handshake, `request`, events$, server requests) is
 * ClientCore's, the `thread/*` methods ClientThreadMethods'; this file adds
 * the turns, the other named domain methods and the ways a client is created.
 */
import type { Observable, ObservableInput } from 'rxjs';
import type { Transport } from '../transport/transport.js';
import type { DoneTurnSnapshot, TurnSnapshot } from '../turn/turn-snapshot.js';
import { call, callOnThread, type Rest } from './call.js';
import { ClientThreadMethods } from './client-thread-methods.js';
import { clientInternals } from './client-internals.js';
import type {
  ClientFlavor,
  ClientOptions,
  ExperimentalFlavor,
  FlavorOf,
  StableFlavor,
} from './client-options.js';
import { fuzzyFileSearch, type FuzzyFileSearchEvent } from './fuzzy-file-search.js';
import type { JsonSchema } from './json-schema-check.js';
import { requests, type ClientRequestParams, type ClientRequestResult } from './protocol.js';
import { runTurn, toUserInput, type RunOptions, type TurnInputArg } from './run-turn.js';
import { connectClient, openClient, usingClient } from './client-lifetimes.js';
import { runTurnAndWait, runTurnJson, runTurnText } from './turn-runs.js';

export type { AllowedMethod, ClientRequestOptions } from './client-core.js';
export type { Rest } from './call.js';

/**
 * One connection to a codex app-server.
 *
 * - `Client.connect(transport, options)` (cold): subscribing opens the
 *   transport, sends `initialize` + `initialized`, emits the ready client;
 *   unsubscribing closes it. It completes when the connection ends.
 * - `await Client.open(transport, options)`: the same as a Promise; the
 *   client lives until `close()` / `await using`.
 * - Or imperatively: `const c = createClient(transport, options)`, then
 *   `c.initialize().subscribe(...)`; `c.close()` at the end.
 * - Any request before the handshake completes fails with
 *   `NotInitializedError` (never the server's "Not initialized").
 * - `events$` carries every decoded notification and server request (hot;
 *   `replay` option for late subscribers); `diagnostics$` what went wrong
 *   quietly; server requests are answered exactly once (see `requestHandler`).
 *
 * @example
 * Client.connect(transport, { clientInfo: { name: 'my_app', version: '1.0.0' } }).pipe(
 *   switchMap((client) => client.startThread({ cwd: '/repo' })),
 *   switchMap((thread) => thread.runText('Summarize the TODOs')),
 * ).subscribe(console.log);
 */
export class Client<F extends ClientFlavor = StableFlavor> extends ClientThreadMethods<F> {
  // Every method below is built on the generated descriptor of its protocol
  // method (`call` / `callOnThread`): the compiler checks its params.

  // ---- turns ----

  /** `turn/start` as a plain request (see `run` for the assembled turn). */
  startTurn(
    params: ClientRequestParams<'turn/start'>,
  ): Observable<ClientRequestResult<'turn/start'>> {
    return call(this, requests['turn/start'], params);
  }

  /** `turn/steer`: adds input to the running turn `expectedTurnId`. */
  steerTurn(
    threadId: string,
    expectedTurnId: string,
    input: TurnInputArg,
    options: Rest<'turn/steer', 'threadId' | 'expectedTurnId' | 'input'> = {},
  ): Observable<ClientRequestResult<'turn/steer'>> {
    return callOnThread(this, requests['turn/steer'], threadId, {
      ...options,
      expectedTurnId,
      input: toUserInput(input),
    });
  }

  /** `turn/interrupt`: the turn then completes with status `interrupted`. */
  interruptTurn(
    threadId: string,
    turnId: string,
  ): Observable<ClientRequestResult<'turn/interrupt'>> {
    return callOnThread(this, requests['turn/interrupt'], threadId, { turnId });
  }

  /**
   * Runs a turn: a cold stream of TurnSnapshot values that completes when the
   * turn is complete (a failed or interrupted turn completes too, with that
   * status). Subscribing queues `turn/start` behind the thread's running turn;
   * unsubscribing early sends `turn/interrupt`; a transport failure errors it.
   *
   * @example
   * client.run(threadId, 'Refactor foo').subscribe((s) => render(s.items));
   */
  run(threadId: string, input: TurnInputArg, options: RunOptions = {}): Observable<TurnSnapshot> {
    return runTurn(clientInternals(this), threadId, input, options);
  }

  /** Runs a turn and emits its last snapshot (`done: true`: items, final text, usage...) once. */
  runAndWait(
    threadId: string,
    input: TurnInputArg,
    options: RunOptions = {},
  ): Observable<DoneTurnSnapshot> {
    return runTurnAndWait(clientInternals(this), threadId, input, options);
  }

  /** Runs a turn and emits its final text; TurnFailedError / TurnInterruptedError / TurnNoTextError otherwise. */
  runText(threadId: string, input: TurnInputArg, options: RunOptions = {}): Observable<string> {
    return runTurnText(clientInternals(this), threadId, input, options);
  }

  /**
   * Runs a turn with `outputSchema`, parses the final text as JSON and checks
   * it against the schema (StructuredOutputError names every mismatch).
   *
   * @example
   * client.runJson<{ languages: string[] }>(threadId, 'List the languages', schema).subscribe((r) => r.languages);
   */
  runJson<T = unknown>(
    threadId: string,
    input: TurnInputArg,
    outputSchema: JsonSchema,
    options: RunOptions = {},
  ): Observable<T> {
    return runTurnJson<T>(clientInternals(this), threadId, input, outputSchema, options);
  }

  // ---- capabilities ----

  /** `model/list`. */
  listModels(
    params: ClientRequestParams<'model/list'> = {},
  ): Observable<ClientRequestResult<'model/list'>> {
    return call(this, requests['model/list'], params);
  }

  /** `skills/list`. */
  listSkills(
    params: ClientRequestParams<'skills/list'> = {},
  ): Observable<ClientRequestResult<'skills/list'>> {
    return call(this, requests['skills/list'], params);
  }

  /** `experimentalFeature/list`. */
  listExperimentalFeatures(
    params: ClientRequestParams<'experimentalFeature/list'> = {},
  ): Observable<ClientRequestResult<'experimentalFeature/list'>> {
    return call(this, requests['experimentalFeature/list'], params);
  }

  /** `experimentalFeature/enablement/set`: named features on/off, process-wide. */
  setExperimentalFeatureEnablement(
    enablement: Readonly<Record<string, boolean>>,
  ): Observable<ClientRequestResult<'experimentalFeature/enablement/set'>> {
    return call(this, requests['experimentalFeature/enablement/set'], { enablement });
  }

  // ---- fuzzy file search (experimental) ----

  /** `fuzzyFileSearch/sessionStart`. */
  startFuzzyFileSearchSession(
    this: Client<ExperimentalFlavor>,
    sessionId: string,
    roots: readonly string[],
  ): Observable<ClientRequestResult<'fuzzyFileSearch/sessionStart'>> {
    return call(this, requests['fuzzyFileSearch/sessionStart'], { sessionId, roots: [...roots] });
  }

  /** `fuzzyFileSearch/sessionUpdate`: a new query; results come as `fuzzyFileSearch/sessionUpdated`. */
  updateFuzzyFileSearchSession(
    this: Client<ExperimentalFlavor>,
    sessionId: string,
    query: string,
  ): Observable<ClientRequestResult<'fuzzyFileSearch/sessionUpdate'>> {
    return call(this, requests['fuzzyFileSearch/sessionUpdate'], { sessionId, query });
  }

  /** `fuzzyFileSearch/sessionStop`. */
  stopFuzzyFileSearchSession(
    this: Client<ExperimentalFlavor>,
    sessionId: string,
  ): Observable<ClientRequestResult<'fuzzyFileSearch/sessionStop'>> {
    return call(this, requests['fuzzyFileSearch/sessionStop'], { sessionId });
  }

  /**
   * A whole fuzzy file search session as a stream: subscribing starts a
   * session over `roots`, each query of `queries$` updates it, the session's
   * `sessionUpdated` / `sessionCompleted` notifications are emitted, and
   * unsubscribing stops the session.
   *
   * @example
   * client.fuzzyFileSearch(['/repo'], input$.pipe(debounceTime(100))).subscribe((e) => show(e));
   */
  fuzzyFileSearch(
    this: Client<ExperimentalFlavor>,
    roots: readonly string[],
    queries$: Observable<string>,
  ): Observable<FuzzyFileSearchEvent> {
    return fuzzyFileSearch(this, roots, queries$);
  }

  /**
   * Connects and initializes a client over `transport` (cold). Emits the
   * ready client; completes when the connection ends cleanly and errors with
   * the `TransportClosedError` when it fails (a crash, a dropped socket);
   * unsubscribing closes it. Opening failures error with their own types
   * (`CodexExecutableNotFoundError`, `SpawnFailedError`,
   * `HandshakeRejectedError`, `ConnectionRefusedError`,
   * `InitializeRejectedError`). `experimentalApi: true` (written literally)
   * types the client as `Client<ExperimentalFlavor>`.
   *
   * @example
   * Client.connect(transport, { experimentalApi: true }).subscribe((client) => ...);
   */
  static connect<const O extends ClientOptions = ClientOptions>(
    transport: Transport,
    options?: O,
  ): Observable<Client<FlavorOf<O>>> {
    return connectClient(() => new Client<FlavorOf<O>>(transport, options ?? {}));
  }

  /**
   * The scoped stream form (as RxJS's `using`): connects like `connect`, runs
   * `work(client)` and emits what it emits; when the work completes, closes
   * the client and completes once it is closed (a stdio client: the codex
   * process has exited), so the program can end by itself. Errors (the work's,
   * the connection's) arrive after the close. For one job per client; hold a
   * client open for many with `connect` / `open`.
   *
   * @example
   * Client.using(createStdioTransport(), {}, (client) =>
   *   client.startThread({ cwd }).pipe(switchMap((thread) => thread.runText('Summarize the TODOs'))),
   * ).subscribe(console.log);
   */
  static using<const O extends ClientOptions, T>(
    transport: Transport,
    options: O,
    work: (client: Client<FlavorOf<O>>) => ObservableInput<T>,
  ): Observable<T> {
    return usingClient(Client.connect(transport, options), work);
  }

  /**
   * The Promise path, for scripts: connects and initializes a client over
   * `transport` and resolves with it once ready. The client lives until
   * `await client.close()` (or the end of an `await using` block), then the
   * transport is gone and the process can exit. Rejects with the handshake's
   * error, after closing the transport.
   *
   * @example
   * await using client = await Client.open(createStdioTransport(), { clientInfo });
   * const thread = await firstValueFrom(client.startThread({ cwd }));
   * console.log(await firstValueFrom(thread.runText('Summarize the TODOs')));
   */
  static async open<const O extends ClientOptions = ClientOptions>(
    transport: Transport,
    options?: O,
  ): Promise<Client<FlavorOf<O>>> {
    return openClient(new Client<FlavorOf<O>>(transport, options ?? {}));
  }
}

/**
 * Creates a client without connecting; call `initialize()` to connect.
 *
 * @example
 * const client = createClient(transport, { requestHandler });
 * client.initialize().pipe(switchMap(() => client.listModels())).subscribe(console.log);
 */
export function createClient<const O extends ClientOptions = ClientOptions>(
  transport: Transport,
  options?: O,
): Client<FlavorOf<O>> {
  return new Client<FlavorOf<O>>(transport, options ?? {});
}
