import { CodexRxError } from '../rpc/errors.js';

/** A session store refused an operation: no record for the transport id, or a duplicate create. */
export class SessionStoreError extends CodexRxError {
  override readonly name = 'SessionStoreError' as const;
  constructor(
    readonly code: 'not_found' | 'exists',
    readonly transportId: string,
  ) {
    super(
      code === 'exists'
        ? `session store: a session ${transportId} already exists`
        : `session store: no session ${transportId}`,
    );
  }
}

/** The session store cannot answer now (Redis unreachable, the store closed, its client not installed). */
export class SessionStoreUnavailableError extends CodexRxError {
  override readonly name = 'SessionStoreUnavailableError' as const;
}
