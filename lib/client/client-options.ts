import type { SchedulerLike } from 'rxjs';
import type { SessionOptions } from '../rpc/session.js';
import type { InitializeParams, Protocol, ServerNotificationMethod } from './protocol.js';
import type { ReconnectPolicy } from './reconnect.js';
import type { ServerRequestHandler } from './server-request-handler.js';
// The build inlines only this one field (JSON imports are tree-shaken), not the whole manifest.
import { version } from '../../package.json';

/** Type-level switch: which methods a client may call. `experimental: true` needs `experimentalApi: true`. */
export interface ClientFlavor {
  readonly experimental: boolean;
}
/** A client of the stable API (the default). */
export interface StableFlavor extends ClientFlavor {
  readonly experimental: false;
}
/** A client that opted into the experimental API. */
export interface ExperimentalFlavor extends ClientFlavor {
  readonly experimental: true;
}
/** The flavor implied by options: experimental only when `experimentalApi: true` is written literally. */
export type FlavorOf<O> = O extends { readonly experimentalApi: true }
  ? ExperimentalFlavor
  : StableFlavor;

/** Default `diagnosticsReplay`: how many past diagnostics a new `diagnostics$` subscriber gets. */
export const DEFAULT_DIAGNOSTICS_REPLAY = 100;

/** Default time a server-request handler has to answer (5 min): a person may be deciding. */
export const DEFAULT_SERVER_REQUEST_TIMEOUT_MS = 5 * 60 * 1000;

/** The version codex-rx reports in `clientInfo` by default: `package.json`'s `version`. */
export const CODEX_RX_VERSION: string = version;

export interface ClientOptions {
  /** Sent in `initialize`. Default `{ name: 'codex_rx', title: 'codex-rx', version: CODEX_RX_VERSION }`. */
  readonly clientInfo?: Protocol.ClientInfo;
  /** Opt into the experimental API (`capabilities.experimentalApi`). Default false. */
  readonly experimentalApi?: boolean;
  /** Notification methods the server should not send on this connection (`capabilities.optOutNotificationMethods`). */
  readonly optOutNotificationMethods?: readonly ServerNotificationMethod[];
  /** Other initialize capabilities, sent as given. */
  readonly capabilities?: Omit<
    Protocol.InitializeCapabilities,
    'experimentalApi' | 'optOutNotificationMethods'
  >;
  /**
   * Answers server requests (approvals, user input, ...) that no running
   * turn's handler takes. Without one, such requests are answered at once
   * with -32601 and reported on `diagnostics$`: nothing is approved by default.
   */
  readonly requestHandler?: ServerRequestHandler;
  /** Time a handler has to answer a server request; `null`: no limit. Default 5 min. */
  readonly serverRequestTimeoutMs?: number | null;
  /** Default per-request timeout (ms), counted from when the request is sent. Default 15 000. */
  readonly requestTimeoutMs?: number;
  /**
   * Most requests on the wire at once; requests beyond it wait in order and
   * go out as replies arrive. Default 64 (`DEFAULT_MAX_IN_FLIGHT`, measured:
   * with it a burst of 2000 requests to codex 0.171.0 all get results, without
   * it codex drops a third of the replies). At most 256 (`MAX_IN_FLIGHT`:
   * each response meets one filter per request on the wire, and codex starts
   * refusing at 512); larger values, `Infinity` included, mean 256.
   */
  readonly maxInFlight?: number;
  /**
   * `events$` replays the last `replay` events to each new subscriber (a
   * bounded ReplaySubject). Default 0: a subscriber sees only later events.
   */
  readonly replay?: number;
  /**
   * `diagnostics$` replays the last `diagnosticsReplay` diagnostics to each
   * new subscriber, so what went wrong before anyone listened (garbage on
   * stdout while `Client.connect` was still running) is not lost. Older ones
   * are dropped. Default 100 (`DEFAULT_DIAGNOSTICS_REPLAY`); 0 turns it off.
   */
  readonly diagnosticsReplay?: number;
  /** Strict decoding: a result that does not match the schema errors instead of passing on raw. Default false. */
  readonly strict?: boolean;
  /** Scheduler for timeouts (tests pass a TestScheduler). Default `asyncScheduler`. */
  readonly scheduler?: SchedulerLike;
  /**
   * Reconnect after a drop instead of closing (direct WebSocket connections
   * to codex; docs/reconnect.md): backoff with jitter, then initialize again,
   * `thread/resume` the threads with running turns and reconcile them from
   * `thread/read`, so their `run()` streams go on. Requests in flight at the
   * drop fail with `ConnectionLostError`. Default: none (a drop closes the client).
   */
  readonly reconnect?: ReconnectPolicy;
  /** Passed to the Session (trace hook, redaction, max line length). */
  readonly session?: Omit<SessionOptions, 'scheduler' | 'requestTimeoutMs' | 'maxInFlight'>;
}

/** The `initialize` params the options ask for, the same on every connection. */
export function initializeParamsOf(options: ClientOptions): InitializeParams {
  const capabilities: Record<string, unknown> = {
    ...(options.capabilities ?? {}),
    experimentalApi: options.experimentalApi === true,
  };
  if (options.optOutNotificationMethods)
    capabilities.optOutNotificationMethods = [...options.optOutNotificationMethods];
  return {
    clientInfo: options.clientInfo ?? {
      name: 'codex_rx',
      title: 'codex-rx',
      version: CODEX_RX_VERSION,
    },
    capabilities,
  };
}

/** The options of each connection's `Session`: `session`, with the client's own settings on top. */
export function sessionOptionsOf(options: ClientOptions, scheduler: SchedulerLike): SessionOptions {
  return {
    ...(options.session ?? {}),
    scheduler,
    ...(options.requestTimeoutMs !== undefined
      ? { requestTimeoutMs: options.requestTimeoutMs }
      : {}),
    ...(options.maxInFlight !== undefined ? { maxInFlight: options.maxInFlight } : {}),
  };
}
