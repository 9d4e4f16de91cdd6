/**
 * The generated method tables of both sets, and which methods are experimental.
 *
 * @example
 * tablesFor(false).serverNotifications.get('turn/completed');
 * isExperimentalMethod('thread/queue/add'); // true
 */
import * as S from '../../gen/stable/index.js';
import * as E from '../../gen/experimental/index.js';
import type { NotificationSpec, RequestSpec } from './codec-runtime.js';

export interface MethodTables {
  readonly clientRequests: ReadonlyMap<string, RequestSpec>;
  readonly serverRequests: ReadonlyMap<string, RequestSpec>;
  readonly serverNotifications: ReadonlyMap<string, NotificationSpec>;
  readonly clientNotifications: ReadonlyMap<string, NotificationSpec>;
}

export const stableTables: MethodTables = {
  clientRequests: S.clientRequests,
  serverRequests: S.serverRequests,
  serverNotifications: S.serverNotifications,
  clientNotifications: S.clientNotifications,
};

export const experimentalTables: MethodTables = {
  clientRequests: E.clientRequests,
  serverRequests: E.serverRequests,
  serverNotifications: E.serverNotifications,
  clientNotifications: E.clientNotifications,
};

export function tablesFor(experimental: boolean | undefined): MethodTables {
  return experimental === true ? experimentalTables : stableTables;
}

/** Client request methods that need `capabilities.experimentalApi`. */
export const experimentalClientRequestMethods: ReadonlySet<string> =
  E.experimentalClientRequestMethods;
/** Server notification / request methods that only the experimental schema has. */
export const experimentalServerNotificationMethods: ReadonlySet<string> =
  E.experimentalServerNotificationMethods;
export const experimentalServerRequestMethods: ReadonlySet<string> =
  E.experimentalServerRequestMethods;

/** Whether `method` (of any family) exists only in the experimental schema. */
export function isExperimentalMethod(method: string): boolean {
  return (
    E.experimentalClientRequestMethods.has(method) ||
    E.experimentalServerNotificationMethods.has(method) ||
    E.experimentalServerRequestMethods.has(method) ||
    E.experimentalClientNotificationMethods.has(method)
  );
}
