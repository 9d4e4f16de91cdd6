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
