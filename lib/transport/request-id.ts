/**
 * A JSON-RPC request id as the transports see it (the relay tracks server
 * requests by id). The same type as the rpc layer's `RequestId`, declared here
 * so the transport layer does not import the rpc layer above it.
 */
export type RequestId = number | string;
