/** A session record for store specs: generation `g1`, nothing pending; `fields` override. */
import type { SessionRecord } from '../../lib/relay/store.js';

export const sessionRecord = (
  transportId: string,
  fields: Partial<SessionRecord> = {},
): SessionRecord => ({
  transportId,
  generation: 'g1',
  secretHash: 'h',
  initializeResult: null,
  unresolved: [],
  nextRequestId: 1,
  ackedThrough: 0,
  ended: false,
  createdAt: 1,
  ...fields,
});
