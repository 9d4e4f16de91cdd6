import { CodexRxError } from '../rpc/errors.js';

/**
 * A session store refused an operation: no record for the transport id, a
 * duplicate create, or a write under a generation the session no longer has
 * (another relay node claimed it: the write is fenced off).
 */
export class SessionStoreError extends CodexRxError {
  override readonly name = 'SessionStoreError' as const;
  constructor(
    readonly code: 'not_found' | 'exists' | 'stale_generation',
    readonly transportId: string,
  ) {
    super(
      code === 'exists'
        ? `session store: a session ${transportId} already exists`
        : code === 'stale_generation'
          ? `session store: session ${transportId} has another generation now (claimed by another node): write refused`
          : `session store: no session ${transportId}`,
    );
  }
}

/** The session store cannot answer now (Redis unreachable, the store closed, its client not installed). */
export class SessionStoreUnavailableError extends CodexRxError {
  override readonly name = 'SessionStoreUnavailableError' as const;
}
