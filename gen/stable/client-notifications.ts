// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../lib/protocol/codec-runtime.js';

/** Notifications the client sends. Method name -> params type. */
export interface ClientNotificationMap {
  initialized: null | undefined;
}

/** Every ClientNotification method of this schema. */
export type ClientNotificationMethod = keyof ClientNotificationMap;

/** The ClientNotification methods whose params carry a required `threadId`. */
export type ThreadScopedClientNotificationMethod = never;

/** The ClientNotification methods only the experimental schema has (they need `capabilities.experimentalApi`). */
export type ExperimentalClientNotificationMethod = never;

/** One descriptor per ClientNotification method: name, codecs and types, thread scope, stability. */
export type ClientNotificationDescriptors = {
  readonly [M in ClientNotificationMethod]: rt.NotificationDescriptor<
    M,
    ClientNotificationMap[M],
    M extends ThreadScopedClientNotificationMethod ? true : false,
    M extends ExperimentalClientNotificationMethod ? true : false
  >;
};

/** Notifications the client sends. Method name -> descriptor. */
export const clientNotificationDescriptors: ClientNotificationDescriptors =
  /* @__PURE__ */ rt.describeMethods<ClientNotificationDescriptors>({
    initialized: /* @__PURE__ */ rt.notification(t.null, ''),
  });

/** Notifications the client sends. Method name -> descriptor, looked up in constant time. */
export const clientNotifications: ReadonlyMap<string, rt.NotificationSpec> =
  /* @__PURE__ */ rt.methodTable<rt.NotificationSpec>(clientNotificationDescriptors);

/** Whether `method` is a ClientNotification method of this schema. */
export function isClientNotificationMethod(method: string): method is ClientNotificationMethod {
  return clientNotifications.has(method);
}
