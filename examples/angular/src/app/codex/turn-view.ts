/**
 * What the turn component shows, from a turn snapshot: pure functions, so the
 * template stays declarative and the mapping is unit-tested without a DOM.
 * Items in flight show their streamed text and output (`liveItems`); items
 * are codex-rx's typed domain items (unknown kinds are generic items).
 */
import { liveItems, type ThreadItem } from 'codex-rx';
import type { TurnEntry, TurnSnapshot } from './codex.service';

export type ItemView =
  | { readonly kind: 'user'; readonly id: string; readonly text: string }
  | { readonly kind: 'agent'; readonly id: string; readonly text: string }
  | {
      readonly kind: 'command';
      readonly id: string;
      readonly command: string;
      readonly status: string;
      readonly output: string;
      readonly exitCode: number | null;
    }
  | {
      readonly kind: 'fileChange';
      readonly id: string;
      readonly status: string;
      readonly changes: readonly { readonly path: string; readonly kind: string }[];
    }
  | { readonly kind: 'other'; readonly id: string; readonly type: string };

export interface UsageView {
  readonly total: number;
  readonly input: number;
  readonly output: number;
}

export interface TurnView {
  readonly index: number;
  readonly prompt: string;
  /** `starting` before the first snapshot, then the snapshot's status. */
  readonly status: TurnSnapshot['status'] | 'starting';
  readonly items: readonly ItemView[];
  readonly usage: UsageView | null;
  /** The turn's own failure, or why its stream failed. */
  readonly error: string | null;
  readonly ended: boolean;
}

// Items are immutable snapshots: an item that did not change keeps its view.
const views = new WeakMap<object, ItemView>();

/** Snapshot items are typed already (`TurnSnapshot.items`, `liveItems`). */
export function itemView(item: ThreadItem): ItemView {
  const cached = views.get(item);
  if (cached) return cached;
  const view = toView(item);
  views.set(item, view);
  return view;
}

function toView(item: ThreadItem): ItemView {
  switch (item.type) {
    case 'userMessage':
      return {
        kind: 'user',
        id: item.id,
        text: item.content.map((c) => (c.type === 'text' ? c.text : `[${c.type}]`)).join(''),
      };
    case 'agentMessage':
      return { kind: 'agent', id: item.id, text: item.text };
    case 'commandExecution':
      return {
        kind: 'command',
        id: item.id,
        command: item.command,
        status: item.status,
        output: item.aggregatedOutput ?? '',
        exitCode: item.exitCode ?? null,
      };
    case 'fileChange':
      return {
        kind: 'fileChange',
        id: item.id,
        status: item.status,
        changes: item.changes.map((c) => ({ path: c.path, kind: c.kind.type })),
      };
    case 'generic':
      return { kind: 'other', id: item.id, type: item.itemType };
    default:
      return { kind: 'other', id: item.id, type: item.type };
  }
}

export function turnView(entry: TurnEntry): TurnView {
  const state = entry.state;
  const total = state?.usage?.total;
  return {
    index: entry.index,
    prompt: entry.prompt,
    status: state?.status ?? 'starting',
    items: state ? liveItems(state).map(itemView) : [],
    usage: total
      ? { total: total.totalTokens, input: total.inputTokens, output: total.outputTokens }
      : null,
    error: state?.error?.message ?? entry.error,
    ended: entry.ended,
  };
}
