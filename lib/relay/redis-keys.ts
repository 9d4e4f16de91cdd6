/**
 * The Redis keys of one session, hash-tagged by session
 * (`prefix:{transportId}:…`) so that they share a Cluster slot and a
 * script can change them together: `r` the record (a hash), `l` the log (a
 * stream), `i` the inbound stream (client frames forwarded by other nodes),
 * `o` the owner's lease.
 */
export interface SessionKeys {
  readonly record: string;
  readonly log: string;
  readonly inbound: string;
  readonly lease: string;
}

export function sessionKeys(prefix: string, transportId: string): SessionKeys {
  const tag = `${prefix}:{${transportId}}`;
  return { record: `${tag}:r`, log: `${tag}:l`, inbound: `${tag}:i`, lease: `${tag}:o` };
}
