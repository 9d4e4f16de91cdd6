/**
 * The root of codex-rx's error classes. It sits below every layer (transport,
 * rpc, protocol, client, turn) so that each layer's errors share one base
 * without importing a layer above.
 */
/** Base class of every error codex-rx raises. */
export class CodexRxError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    // A literal for the base class itself: minifiers rename classes, so
    // new.target.name would be e.g. 'ce' in a browser bundle (subclasses set
    // their own literal `name` field).
    this.name = new.target === CodexRxError ? 'CodexRxError' : new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}
