// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as rt from '../runtime/index.js';

/** Notifications the client sends. Method name -> params type. */
export interface ClientNotificationMap {
  initialized: null | undefined;
}

/** Every ClientNotification method of this schema. */
export type ClientNotificationMethod = keyof ClientNotificationMap;

/** Notifications the client sends. Method name -> codecs, looked up in constant time. */
export const clientNotifications: ReadonlyMap<string, rt.NotificationSpec> =
  rt.methodTable<rt.NotificationSpec>({
    initialized: { params: rt.nullValue, paramsRequired: false },
  });

/** Whether `method` is a ClientNotification method of this schema. */
export function isClientNotificationMethod(method: string): method is ClientNotificationMethod {
  return clientNotifications.has(method);
}
