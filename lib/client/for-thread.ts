import { filter, type OperatorFunction } from 'rxjs';
import { eventThreadId } from './events.js';

/** The members of an event union that name a thread (by `threadId`, `thread.id` or legacy `conversationId`). */
export type ThreadScoped<E> =
  | Extract<E, { readonly params: { threadId: string } }>
  | Extract<E, { readonly params: { thread: { id: string } } }>
  | Extract<E, { readonly params: { conversationId: string } }>
  | Extract<E, { readonly generic: true }>;

/**
 * Keeps the events about one thread and narrows the type to the members of the
 * union that carry a thread id. Generic events pass when their params name the
 * thread.
 *
 * @example
 * client.events$.pipe(forThread(thread.id), ofMethod('item/agentMessage/delta'))
 *   .subscribe((e) => console.log(e.params.delta));
 */
export function forThread<E extends { readonly params?: unknown }>(
  threadId: string,
): OperatorFunction<E, ThreadScoped<E>> {
  return filter((event: E): event is ThreadScoped<E> => eventThreadId(event) === threadId);
}
