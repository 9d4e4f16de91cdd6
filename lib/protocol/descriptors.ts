/**
 * The generated method descriptors (one per method: name, params and result
 * codecs and types, thread scope, stability), from the experimental set: its
 * methods are a superset of the stable set's, and each descriptor says whether
 * its method is experimental. Client and Thread methods are built on them
 * (lib/client/call.ts).
 *
 * @example
 * clientRequestDescriptors['thread/read'].threadScoped; // true
 * clientRequestDescriptors['fuzzyFileSearch/sessionStart'].experimental; // true
 */
import type * as E from '../../gen/experimental/index.js';

export {
  clientRequestDescriptors,
  serverRequestDescriptors,
  serverNotificationDescriptors,
  clientNotificationDescriptors,
} from '../../gen/experimental/index.js';
export type {
  ParamsOf,
  ResultOf,
  RequestDescriptor,
  NotificationDescriptor,
} from './codec-runtime.js';

/** The descriptor of a client request method (any method by default). */
export type ClientRequestDescriptor<M extends E.ClientRequestMethod = E.ClientRequestMethod> =
  E.ClientRequestDescriptors[M];
/** The descriptor of a server request method. */
export type ServerRequestDescriptor<M extends E.ServerRequestMethod = E.ServerRequestMethod> =
  E.ServerRequestDescriptors[M];
/** The descriptor of a server notification method. */
export type ServerNotificationDescriptor<
  M extends E.ServerNotificationMethod = E.ServerNotificationMethod,
> = E.ServerNotificationDescriptors[M];
/** Client request methods whose params carry a required `threadId`. */
export type ThreadScopedClientRequestMethod = E.ThreadScopedClientRequestMethod;
/** Server notification methods whose params carry a required `threadId`. */
export type ThreadScopedServerNotificationMethod = E.ThreadScopedServerNotificationMethod;
