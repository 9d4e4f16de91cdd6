import { filter, type OperatorFunction } from 'rxjs';

/** Events that `ofMethod` can select: typed (non-generic) members of the union. */
export type TypedEvent<E> = Exclude<E, { readonly generic: true }>;

/**
 * Keeps the events of the given method(s) and narrows the type to them, so the
 * subscriber sees the exact `params` type of that method (NgRx `ofType` style).
 * Generic events (methods the schema does not know, or params that failed to
 * decode in permissive mode) are never selected: their params are not typed.
 * Filter on `event.method` yourself to see those too.
 *
 * @example
 * client.events$.pipe(ofMethod('turn/completed')).subscribe((e) => {
 *   e.params.turn.status; // 'completed' | 'interrupted' | 'failed' | 'inProgress'
 * });
 * client.events$.pipe(ofMethod('item/started', 'item/completed')).subscribe((e) => e.params.item);
 */
export function ofMethod<
  E extends { readonly method: string; readonly generic?: boolean },
  M extends TypedEvent<E>['method'],
>(...methods: [M, ...M[]]): OperatorFunction<E, Extract<TypedEvent<E>, { readonly method: M }>> {
  const wanted = new Set<string>(methods);
  return filter(
    (event: E): event is Extract<TypedEvent<E>, { readonly method: M }> =>
      event.generic !== true && wanted.has(event.method),
  );
}
