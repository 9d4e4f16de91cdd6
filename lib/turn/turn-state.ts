/**
 * The state of one turn, as the turn reducer folds it. Every value is an
 * immutable snapshot: later events produce new states and never change an
 * earlier one, so a UI may keep any snapshot it was given.
 */
import type {
  ThreadItemLike,
  ThreadTokenUsageLike,
  TurnErrorLike,
  TurnInput,
  TurnLike,
} from './events.js';
import type { ItemRank } from './item-merge.js';
import { emptyIndex, indexGet, type AppendIndex } from './append-index.js';
import { emptyPVec, pvecGet, pvecToArray, type PVec } from './pvec.js';

/** `pending` until the `turn/start` response gives the turn id; then the turn's own status. */
export type TurnStateStatus = 'pending' | 'inProgress' | 'completed' | 'interrupted' | 'failed';

/** Text streamed for one item by delta notifications, before item/completed says it all. */
export interface ItemStream {
  readonly itemId: string;
  /** `item/agentMessage/delta`, `item/plan/delta`. */
  readonly text: string;
  /**
   * `item/commandExecution/outputDelta`, `item/fileChange/outputDelta`: the
   * tail of at most `maxStreamedOutput` characters while the item runs;
   * emptied when the item completes (the completed item carries the output).
   */
  readonly output: string;
  /** UTF-8 bytes dropped from the head of `output` by `maxStreamedOutput`. */
  readonly outputDropped: number;
  /** `item/reasoning/textDelta`, by `contentIndex`. */
  readonly reasoning: readonly string[];
  /** `item/reasoning/summaryTextDelta`, by `summaryIndex`. */
  readonly summary: readonly string[];
}

/** Events kept until the turn id is known, newest first (O(1) to add). */
export interface BufferedEvents {
  readonly event: TurnInput;
  readonly next: BufferedEvents | null;
}

export interface TurnState {
  readonly threadId: string;
  /** From the `turn/start` response; `null` while it is outstanding. */
  readonly turnId: string | null;
  readonly status: TurnStateStatus;
  /** Items in order of first report, merged by status rank (see item-merge.ts). */
  readonly items: PVec<ThreadItemLike>;
  /** Item id -> position in `items` (read with `itemOf`). */
  readonly itemIndex: AppendIndex;
  /** Rank of each entry of `items` (same positions). */
  readonly itemRanks: PVec<ItemRank>;
  /**
   * Positions in `items` of every item reported as an agent message, in
   * order: the final text is picked among them (O(agent messages), not O(items)).
   */
  readonly agentItems: PVec<number>;
  /**
   * Positions, ascending, of the agent messages reported with phase
   * `final_answer` at some point (a few at most): checked first for the final text.
   */
  readonly finalAnswerItems: readonly number[];
  /** Streamed text per item (read with `streamOf(state, itemId)`); position given by `streamIndex`. */
  readonly streams: PVec<ItemStream>;
  /**
   * The stream deltas went to last, kept out of `streams` (whose slot
   * `activeStreamIndex` may be stale) so that consecutive deltas of one item
   * touch no vector node at all. -1: none.
   */
  readonly activeStreamIndex: number;
  readonly activeStream: ItemStream | null;
  readonly streamIndex: AppendIndex;
  /** Every accepted `item/agentMessage/delta`, concatenated in arrival order. */
  readonly agentText: string;
  /** Number of deltas accepted so far. */
  readonly deltaCount: number;
  /**
   * The agent message with phase `final_answer`, else the last agent message;
   * set when an agent message completes, and at the end of the turn (then from
   * streamed text if the last message never completed, e.g. interrupted).
   */
  readonly finalText: string | null;
  /** A `final_answer` agent message has completed: its text is final, later agent deltas are ignored. */
  readonly finalAnswerKnown: boolean;
  /** Latest `thread/tokenUsage/updated` for this turn. */
  readonly usage: ThreadTokenUsageLike | null;
  /** The turn's failure: `turn.error` of turn/completed, else the last non-retried `error` notification. */
  readonly error: TurnErrorLike | null;
  /** Last `error` notification with `willRetry: true` (codex retries by itself). */
  readonly retryError: TurnErrorLike | null;
  /** The turn of the `turn/start` response. */
  readonly initialTurn: TurnLike | null;
  /** The turn of `turn/started` (null if it has not arrived). */
  readonly startedTurn: TurnLike | null;
  /** The turn of `turn/completed`. */
  readonly finalTurn: TurnLike | null;
  readonly responseReceived: boolean;
  readonly terminalEventReceived: boolean;
  /** Both the response and `turn/completed` have arrived: the last snapshot. */
  readonly done: boolean;
  /** Events for this thread received before the turn id was known. */
  readonly buffered: BufferedEvents | null;
  /** Most streamed output characters kept per running item (`Infinity`: all). */
  readonly maxStreamedOutput: number;
  /**
   * @internal The open text run (turn-reducer.ts, "text runs"): consecutive
   * deltas of one kind into the active stream. 0: none; see `RunKind`.
   */
  readonly runKind: number;
  /** @internal The run's field value before `runTail` (a rope of flat chunks). */
  readonly runBase: string;
  /** @internal Recent deltas of the run, not yet copied into one flat chunk. */
  readonly runTail: string;
  /** @internal Agent-message runs: `agentText` before `runTail`; else `null`. */
  readonly runAgentBase: string | null;
  /**
   * @internal Agent-message runs that began on an item with no text yet:
   * `agentText` before the run (so the completed item's own text can replace
   * the streamed copy in it); else `null`.
   */
  readonly runAgentStart: string | null;
  /**
   * @internal The `itemRanks` at which the active stream's item was last seen
   * not completed: while they are the same, a delta to it skips the lookup.
   */
  readonly activeRanks: PVec<ItemRank> | null;
}

/** Options of the turn state. */
export interface TurnStateOptions {
  /**
   * Most characters of streamed command / file-change output kept per running
   * item: the tail is kept, `ItemStream.outputDropped` counts the bytes
   * dropped. For UIs that show live output of commands that print a lot.
   * Default `Infinity`. Either way the output is kept once: when the item
   * completes its streamed output is dropped for the item's own.
   */
  readonly maxStreamedOutput?: number;
}

/** The fields of a TurnState that change on (almost) every delta: copied per delta. */
type HotField =
  | 'streams'
  | 'activeStreamIndex'
  | 'activeStream'
  | 'streamIndex'
  | 'agentText'
  | 'deltaCount'
  | 'runKind'
  | 'runBase'
  | 'runTail'
  | 'runAgentBase'
  | 'runAgentStart'
  | 'activeRanks';

/** @internal The fields of a TurnState that deltas do not change. */
export type TurnStateCold = Omit<TurnState, HotField>;

/** @internal The fields of a TurnState that deltas change. */
export type TurnStateHot = Pick<TurnState, HotField>;

/**
 * @internal A TurnState split in two (a "hot/cold" split): the fields a delta
 * changes are its own, the others sit in `cold`, one object shared by the
 * states of consecutive deltas and read through getters. A delta then copies
 * a dozen fields, not all 34. Build new states with `withHot` / `withCold`
 * (a spread `{ ...state }` would lose the getters).
 */
export class TurnStateRecord implements TurnState {
  constructor(
    readonly cold: TurnStateCold,
    readonly streams: PVec<ItemStream>,
    readonly activeStreamIndex: number,
    /**
     * The active stream as last built; when `activeStale` is not 0, the open
     * run has extended one of its fields since (see `activeStream`).
     */
    public activeBuilt: ItemStream | null,
    readonly streamIndex: AppendIndex,
    readonly agentText: string,
    readonly deltaCount: number,
    readonly runKind: number,
    readonly runBase: string,
    readonly runTail: string,
    readonly runAgentBase: string | null,
    readonly runAgentStart: string | null,
    readonly activeRanks: PVec<ItemRank> | null,
    /** 0: `activeBuilt` is the active stream; else its `text` (1) or `output` (2) is `runBase + runTail`. */
    public activeStale = 0,
  ) {}

  /**
   * The active stream. The next delta of an open run (`runDeltaState`) does
   * not build it: its run field is `runBase + runTail`, built here when first
   * read (then kept), so a delta costs no stream object and no string of its
   * own. Every read gives the same object, equal to the one built at once.
   */
  get activeStream(): ItemStream | null {
    const stale = this.activeStale;
    if (stale !== 0) {
      const s = this.activeBuilt as ItemStream;
      const value = this.runBase + this.runTail;
      this.activeBuilt =
        stale === 2
          ? streamOfFields(s.itemId, s.text, value, s.reasoning, s.summary, s.outputDropped)
          : streamOfFields(s.itemId, value, s.output, s.reasoning, s.summary, s.outputDropped);
      this.activeStale = 0;
    }
    return this.activeBuilt;
  }

  /** The active stream's item id, without building the stream. */
  get activeItemId(): string | null {
    return this.activeBuilt === null ? null : this.activeBuilt.itemId;
  }

  get threadId(): string {
    return this.cold.threadId;
  }
  get turnId(): string | null {
    return this.cold.turnId;
  }
  get status(): TurnStateStatus {
    return this.cold.status;
  }
  get items(): PVec<ThreadItemLike> {
    return this.cold.items;
  }
  get itemIndex(): AppendIndex {
    return this.cold.itemIndex;
  }
  get itemRanks(): PVec<ItemRank> {
    return this.cold.itemRanks;
  }
  get agentItems(): PVec<number> {
    return this.cold.agentItems;
  }
  get finalAnswerItems(): readonly number[] {
    return this.cold.finalAnswerItems;
  }
  get finalText(): string | null {
    return this.cold.finalText;
  }
  get finalAnswerKnown(): boolean {
    return this.cold.finalAnswerKnown;
  }
  get usage(): ThreadTokenUsageLike | null {
    return this.cold.usage;
  }
  get error(): TurnErrorLike | null {
    return this.cold.error;
  }
  get retryError(): TurnErrorLike | null {
    return this.cold.retryError;
  }
  get initialTurn(): TurnLike | null {
    return this.cold.initialTurn;
  }
  get startedTurn(): TurnLike | null {
    return this.cold.startedTurn;
  }
  get finalTurn(): TurnLike | null {
    return this.cold.finalTurn;
  }
  get responseReceived(): boolean {
    return this.cold.responseReceived;
  }
  get terminalEventReceived(): boolean {
    return this.cold.terminalEventReceived;
  }
  get done(): boolean {
    return this.cold.done;
  }
  get buffered(): BufferedEvents | null {
    return this.cold.buffered;
  }
  get maxStreamedOutput(): number {
    return this.cold.maxStreamedOutput;
  }
}

/** @internal The cold half of a state. */
export function coldOf(state: TurnState): TurnStateCold {
  if (state instanceof TurnStateRecord) return state.cold;
  const {
    streams: _streams,
    activeStreamIndex: _activeStreamIndex,
    activeStream: _activeStream,
    streamIndex: _streamIndex,
    agentText: _agentText,
    deltaCount: _deltaCount,
    runKind: _runKind,
    runBase: _runBase,
    runTail: _runTail,
    runAgentBase: _runAgentBase,
    runAgentStart: _runAgentStart,
    activeRanks: _activeRanks,
    ...cold
  } = state;
  return cold;
}

/** @internal An ItemStream, its fields in the order every stream of the reducer has them (one shape for V8). */
export function streamOfFields(
  itemId: string,
  text: string,
  output: string,
  reasoning: readonly string[],
  summary: readonly string[],
  outputDropped: number,
): ItemStream {
  return { itemId, text, output, reasoning, summary, outputDropped };
}

/** @internal `state` with its cold fields replaced by `cold` (its hot ones kept). */
export function withCold(state: TurnState, cold: TurnStateCold): TurnState {
  if (state instanceof TurnStateRecord)
    return new TurnStateRecord(
      cold,
      state.streams,
      state.activeStreamIndex,
      state.activeBuilt,
      state.streamIndex,
      state.agentText,
      state.deltaCount,
      state.runKind,
      state.runBase,
      state.runTail,
      state.runAgentBase,
      state.runAgentStart,
      state.activeRanks,
      state.activeStale,
    );
  return new TurnStateRecord(
    cold,
    state.streams,
    state.activeStreamIndex,
    state.activeStream,
    state.streamIndex,
    state.agentText,
    state.deltaCount,
    state.runKind,
    state.runBase,
    state.runTail,
    state.runAgentBase,
    state.runAgentStart,
    state.activeRanks,
  );
}

/**
 * @internal The state after an accepted delta: these hot fields, one more
 * delta, and the active stream's item known not completed in `itemRanks`.
 * Here rather than in the reducer: one call per delta into this module.
 */
export function deltaState(
  state: TurnState,
  streams: PVec<ItemStream>,
  streamIndex: AppendIndex,
  activeStreamIndex: number,
  activeStream: ItemStream,
  agentText: string,
  runKind: number,
  runBase: string,
  runTail: string,
  runAgentBase: string | null,
  runAgentStart: string | null,
): TurnState {
  return new TurnStateRecord(
    state instanceof TurnStateRecord ? state.cold : coldOf(state),
    streams,
    activeStreamIndex,
    activeStream,
    streamIndex,
    agentText,
    state.deltaCount + 1,
    runKind,
    runBase,
    runTail,
    runAgentBase,
    runAgentStart,
    state.itemRanks,
  );
}

/**
 * @internal The state after the next delta of the open run (turn-reducer.ts,
 * `continueRun`): the run's strings, one more delta, and the active stream
 * left to be built when read (its run field, `text` or `output`, is
 * `runBase + runTail`).
 */
export function runDeltaState(
  state: TurnState,
  agentText: string,
  runBase: string,
  runTail: string,
  runAgentBase: string | null,
  output: boolean,
): TurnState {
  if (!(state instanceof TurnStateRecord)) {
    const s = state.activeStream as ItemStream;
    const value = runBase + runTail;
    return deltaState(
      state,
      state.streams,
      state.streamIndex,
      state.activeStreamIndex,
      output
        ? streamOfFields(s.itemId, s.text, value, s.reasoning, s.summary, s.outputDropped)
        : streamOfFields(s.itemId, value, s.output, s.reasoning, s.summary, s.outputDropped),
      agentText,
      state.runKind,
      runBase,
      runTail,
      runAgentBase,
      state.runAgentStart,
    );
  }
  return new TurnStateRecord(
    state.cold,
    state.streams,
    state.activeStreamIndex,
    state.activeBuilt,
    state.streamIndex,
    agentText,
    state.deltaCount + 1,
    state.runKind,
    runBase,
    runTail,
    runAgentBase,
    state.runAgentStart,
    state.itemRanks,
    output ? 2 : 1,
  );
}

/** @internal `state` with some cold fields changed. Not for the delta path. */
export function patchCold(state: TurnState, changes: Partial<TurnStateCold>): TurnState {
  return withCold(state, { ...coldOf(state), ...changes });
}

/** @internal `state` with some hot fields changed. Not for the delta path (see turn-reducer.ts, withDelta). */
export function patchHot(state: TurnState, changes: Partial<TurnStateHot>): TurnState {
  const hot: TurnStateHot = {
    streams: state.streams,
    activeStreamIndex: state.activeStreamIndex,
    activeStream: state.activeStream,
    streamIndex: state.streamIndex,
    agentText: state.agentText,
    deltaCount: state.deltaCount,
    runKind: state.runKind,
    runBase: state.runBase,
    runTail: state.runTail,
    runAgentBase: state.runAgentBase,
    runAgentStart: state.runAgentStart,
    activeRanks: state.activeRanks,
    ...changes,
  };
  return new TurnStateRecord(
    coldOf(state),
    hot.streams,
    hot.activeStreamIndex,
    hot.activeStream,
    hot.streamIndex,
    hot.agentText,
    hot.deltaCount,
    hot.runKind,
    hot.runBase,
    hot.runTail,
    hot.runAgentBase,
    hot.runAgentStart,
    hot.activeRanks,
  );
}

/**
 * The state before anything has arrived.
 *
 * @example
 * const state$ = events$.pipe(scan(reduceTurn, initialTurnState('thr_1')));
 */
export function initialTurnState(threadId: string, options: TurnStateOptions = {}): TurnState {
  const maxStreamedOutput = options.maxStreamedOutput ?? Infinity;
  if (!(maxStreamedOutput >= 0))
    throw new RangeError(`maxStreamedOutput must be >= 0, got ${maxStreamedOutput}`);
  const cold: TurnStateCold = {
    threadId,
    turnId: null,
    status: 'pending',
    items: emptyPVec(),
    itemIndex: emptyIndex(),
    itemRanks: emptyPVec(),
    agentItems: emptyPVec(),
    finalAnswerItems: [],
    finalText: null,
    finalAnswerKnown: false,
    usage: null,
    error: null,
    retryError: null,
    initialTurn: null,
    startedTurn: null,
    finalTurn: null,
    responseReceived: false,
    terminalEventReceived: false,
    done: false,
    buffered: null,
    maxStreamedOutput,
  };
  return new TurnStateRecord(
    cold,
    emptyPVec(),
    -1,
    null,
    emptyIndex(),
    '',
    0,
    0,
    '',
    '',
    null,
    null,
    null,
  );
}

/**
 * The text streamed so far for one item, or `undefined` if none was.
 *
 * @example
 * streamOf(state, 'msg_1')?.text; // 'Hello, wor'
 */
export function streamOf(state: TurnState, itemId: string): ItemStream | undefined {
  const index = indexGet(state.streamIndex, itemId);
  if (index === undefined) return undefined;
  return index === state.activeStreamIndex
    ? (state.activeStream ?? undefined)
    : pvecGet(state.streams, index);
}

/**
 * One item by id, as merged so far.
 *
 * @example
 * itemOf(state, 'cmd_1')?.status; // 'inProgress'
 */
export function itemOf(state: TurnState, itemId: string): ThreadItemLike | undefined {
  const index = indexGet(state.itemIndex, itemId);
  return index === undefined ? undefined : pvecGet(state.items, index);
}

/**
 * The items with streamed text filled in where an item has not completed yet
 * (an agent message mid-stream shows its text so far). O(items): for display,
 * not for the reducer's hot path.
 *
 * @example
 * liveItems(state).find((i) => i.type === 'agentMessage')?.text;
 */
export function liveItems(state: TurnState): ThreadItemLike[] {
  return pvecToArray(state.items).map((item, index) => {
    const stream = streamOf(state, item.id);
    if (stream === undefined || pvecGet(state.itemRanks, index) === 3) return item;
    if (item.type === 'agentMessage' || item.type === 'plan') {
      return stream.text.length > 0 ? { ...item, text: stream.text } : item;
    }
    if (item.type === 'commandExecution' && stream.output.length > 0) {
      return { ...item, aggregatedOutput: stream.output };
    }
    return item;
  });
}
