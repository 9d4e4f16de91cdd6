/**
 * ThreadItem: one entry of a turn (a message, a command, a file change, ...).
 * A discriminated union on `type` with one variant per item type of the v2
 * schema (the generated types, codex 0.171.0), plus GenericThreadItem for an
 * item this library cannot type: a type from a newer server, or a known type
 * whose payload does not match the schema.
 */
import type { Either } from 'fp-ts/lib/Either.js';
import * as E from '../protocol/either.js';
import { ThreadItem as ThreadItemCodec } from '../../gen/stable/index.js';
import type { ThreadItem as ProtocolThreadItem } from '../../gen/stable/index.js';
import { decodeAs } from './decode.js';
import { DomainDecodeError } from './errors.js';

/** Every item the schema describes (with the optional `startedAtMs` / `completedAtMs`). */
export type KnownThreadItem = ProtocolThreadItem;
/** The `type` values of the schema's items. */
export type ThreadItemType = KnownThreadItem['type'];
/** The variant of one item type: `ThreadItemOf<'commandExecution'>`. */
export type ThreadItemOf<T extends ThreadItemType> = Extract<KnownThreadItem, { readonly type: T }>;

export type UserMessageItem = ThreadItemOf<'userMessage'>;
export type HookPromptItem = ThreadItemOf<'hookPrompt'>;
export type AgentMessageItem = ThreadItemOf<'agentMessage'>;
export type FunctionCallOutputItem = ThreadItemOf<'functionCallOutput'>;
export type PlanItem = ThreadItemOf<'plan'>;
export type ReasoningItem = ThreadItemOf<'reasoning'>;
export type CommandExecutionItem = ThreadItemOf<'commandExecution'>;
export type FileChangeItem = ThreadItemOf<'fileChange'>;
export type McpToolCallItem = ThreadItemOf<'mcpToolCall'>;
export type DynamicToolCallItem = ThreadItemOf<'dynamicToolCall'>;
export type CollabAgentToolCallItem = ThreadItemOf<'collabAgentToolCall'>;
export type SubAgentActivityItem = ThreadItemOf<'subAgentActivity'>;
export type WebSearchItem = ThreadItemOf<'webSearch'>;
export type ImageViewItem = ThreadItemOf<'imageView'>;
export type SleepItem = ThreadItemOf<'sleep'>;
export type ImageGenerationItem = ThreadItemOf<'imageGeneration'>;
export type EnteredReviewModeItem = ThreadItemOf<'enteredReviewMode'>;
export type ExitedReviewModeItem = ThreadItemOf<'exitedReviewMode'>;
export type ContextCompactionItem = ThreadItemOf<'contextCompaction'>;

/**
 * An item kept as received. `type` is `'generic'` (no schema item has that
 * type), so narrowing on `type` still works; the item's own type is `itemType`.
 */
export interface GenericThreadItem {
  readonly type: 'generic';
  readonly itemType: string;
  readonly id: string;
  /** The item as received, every field included. */
  readonly attrs: Readonly<Record<string, unknown>>;
}

export type ThreadItem = KnownThreadItem | GenericThreadItem;

const TYPES = {
  userMessage: true,
  hookPrompt: true,
  agentMessage: true,
  functionCallOutput: true,
  plan: true,
  reasoning: true,
  commandExecution: true,
  fileChange: true,
  mcpToolCall: true,
  dynamicToolCall: true,
  collabAgentToolCall: true,
  subAgentActivity: true,
  webSearch: true,
  imageView: true,
  sleep: true,
  imageGeneration: true,
  enteredReviewMode: true,
  exitedReviewMode: true,
  contextCompaction: true,
} satisfies Record<ThreadItemType, true>; // a compile error when the schema adds or drops a type

/** The item types of the schema. */
export const threadItemTypes: ReadonlySet<ThreadItemType> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ Object.keys(TYPES) as ThreadItemType[],
);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function generic(value: Readonly<Record<string, unknown>>): GenericThreadItem {
  return { type: 'generic', itemType: String(value.type), id: String(value.id), attrs: value };
}

/**
 * A typed item: a schema variant, or a GenericThreadItem for an unknown
 * `type`. Left when the value has no string `id` / `type`, or has a known type
 * but does not match its variant.
 *
 * @example
 * threadItemFromProtocol({ type: 'agentMessage', id: 'm1', text: 'Hi' }); // right(AgentMessageItem)
 * threadItemFromProtocol({ type: 'hologram', id: 'h1' });               // right({ type: 'generic', itemType: 'hologram', ... })
 */
export function threadItemFromProtocol(value: unknown): Either<DomainDecodeError, ThreadItem> {
  if (!isRecord(value) || typeof value.type !== 'string' || typeof value.id !== 'string') {
    return E.left(
      new DomainDecodeError(
        'ThreadItem',
        [{ path: 'value', message: 'expected an object with string "id" and "type"' }],
        value,
      ),
    );
  }
  if (!threadItemTypes.has(value.type as ThreadItemType)) return E.right(generic(value));
  return decodeAs(ThreadItemCodec, 'ThreadItem', value);
}

/**
 * Never fails: what `threadItemFromProtocol` gives, else a GenericThreadItem
 * (for collecting results from values the protocol layer already decoded).
 *
 * @example
 * result.items.map(threadItemOrGeneric);
 */
export function threadItemOrGeneric(value: {
  readonly id: string;
  readonly type: string;
}): ThreadItem {
  const result = threadItemFromProtocol(value);
  return E.isRight(result)
    ? result.right
    : generic(value as unknown as Readonly<Record<string, unknown>>);
}

/**
 * Narrows an item to one variant.
 *
 * @example
 * if (isThreadItemOf(item, 'commandExecution')) console.log(item.command, item.exitCode);
 */
export function isThreadItemOf<T extends ThreadItemType>(
  item: ThreadItem,
  type: T,
): item is ThreadItemOf<T> {
  return item.type === type;
}
