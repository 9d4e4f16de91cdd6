// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/experimental/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { RemoteControlConnectionStatus } from '../../stable/v2/common.js';

export type RemoteControlClient = {
  appVersion?: string | null;
  clientId: string;
  deviceModel?: string | null;
  deviceType?: string | null;
  displayName?: string | null;
  lastSeenAt?: number | null;
  osVersion?: string | null;
  platform?: string | null;
};
export const RemoteControlClient: t.Type<RemoteControlClient> = /* @__PURE__ */ rt.deferred(
  'RemoteControlClient',
  () =>
    rt.object<RemoteControlClient>(
      'RemoteControlClient',
      { clientId: rt.string },
      {
        appVersion: rt.nullable(rt.string),
        deviceModel: rt.nullable(rt.string),
        deviceType: rt.nullable(rt.string),
        displayName: rt.nullable(rt.string),
        lastSeenAt: rt.nullable(rt.integer),
        osVersion: rt.nullable(rt.string),
        platform: rt.nullable(rt.string),
      },
    ),
);

export type RemoteControlClientsListOrder = 'asc' | 'desc';
export const RemoteControlClientsListOrder: t.Type<RemoteControlClientsListOrder> =
  /* @__PURE__ */ rt.deferred('RemoteControlClientsListOrder', () =>
    rt.enumeration<RemoteControlClientsListOrder>('RemoteControlClientsListOrder', ['asc', 'desc']),
  );

export type RemoteControlClientsListParams = {
  cursor?: string | null;
  environmentId: string;
  limit?: number | null;
  order?: RemoteControlClientsListOrder | null;
};
export const RemoteControlClientsListParams: t.Type<RemoteControlClientsListParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlClientsListParams', () =>
    rt.object<RemoteControlClientsListParams>(
      'RemoteControlClientsListParams',
      { environmentId: rt.string },
      {
        cursor: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
        order: rt.nullable(
          rt.ref('RemoteControlClientsListOrder', () => RemoteControlClientsListOrder),
        ),
      },
    ),
  );

export type RemoteControlClientsListResponse = {
  data: Array<RemoteControlClient>;
  nextCursor?: string | null;
};
export const RemoteControlClientsListResponse: t.Type<RemoteControlClientsListResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlClientsListResponse', () =>
    rt.object<RemoteControlClientsListResponse>(
      'RemoteControlClientsListResponse',
      { data: rt.array(rt.ref('RemoteControlClient', () => RemoteControlClient)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

export type RemoteControlClientsRevokeParams = {
  clientId: string;
  environmentId: string;
};
export const RemoteControlClientsRevokeParams: t.Type<RemoteControlClientsRevokeParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlClientsRevokeParams', () =>
    rt.object<RemoteControlClientsRevokeParams>('RemoteControlClientsRevokeParams', {
      clientId: rt.string,
      environmentId: rt.string,
    }),
  );

export type RemoteControlClientsRevokeResponse = { [key: string]: unknown };
export const RemoteControlClientsRevokeResponse: t.Type<RemoteControlClientsRevokeResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlClientsRevokeResponse', () =>
    rt.typed<RemoteControlClientsRevokeResponse>(rt.record(rt.unknownValue)),
  );

export type RemoteControlDisableResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlDisableResponse: t.Type<RemoteControlDisableResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlDisableResponse', () =>
    rt.object<RemoteControlDisableResponse>(
      'RemoteControlDisableResponse',
      {
        installationId: rt.string,
        serverName: rt.string,
        status: rt.ref('RemoteControlConnectionStatus', () => RemoteControlConnectionStatus),
      },
      { environmentId: rt.nullable(rt.string) },
    ),
  );

export type RemoteControlEnableResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlEnableResponse: t.Type<RemoteControlEnableResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlEnableResponse', () =>
    rt.object<RemoteControlEnableResponse>(
      'RemoteControlEnableResponse',
      {
        installationId: rt.string,
        serverName: rt.string,
        status: rt.ref('RemoteControlConnectionStatus', () => RemoteControlConnectionStatus),
      },
      { environmentId: rt.nullable(rt.string) },
    ),
  );

export type RemoteControlPairingStartParams = {
  manualCode?: boolean;
};
export const RemoteControlPairingStartParams: t.Type<RemoteControlPairingStartParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlPairingStartParams', () =>
    rt.object<RemoteControlPairingStartParams>(
      'RemoteControlPairingStartParams',
      {},
      { manualCode: rt.boolean },
    ),
  );

export type RemoteControlPairingStartResponse = {
  environmentId: string;
  expiresAt: number;
  manualPairingCode?: string | null;
  pairingCode: string;
};
export const RemoteControlPairingStartResponse: t.Type<RemoteControlPairingStartResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlPairingStartResponse', () =>
    rt.object<RemoteControlPairingStartResponse>(
      'RemoteControlPairingStartResponse',
      { environmentId: rt.string, expiresAt: rt.integer, pairingCode: rt.string },
      { manualPairingCode: rt.nullable(rt.string) },
    ),
  );

export type RemoteControlPairingStatusParams = {
  manualPairingCode?: string | null;
  pairingCode?: string | null;
};
export const RemoteControlPairingStatusParams: t.Type<RemoteControlPairingStatusParams> =
  /* @__PURE__ */ rt.deferred('RemoteControlPairingStatusParams', () =>
    rt.object<RemoteControlPairingStatusParams>(
      'RemoteControlPairingStatusParams',
      {},
      { manualPairingCode: rt.nullable(rt.string), pairingCode: rt.nullable(rt.string) },
    ),
  );

export type RemoteControlPairingStatusResponse = {
  claimed: boolean;
};
export const RemoteControlPairingStatusResponse: t.Type<RemoteControlPairingStatusResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlPairingStatusResponse', () =>
    rt.object<RemoteControlPairingStatusResponse>('RemoteControlPairingStatusResponse', {
      claimed: rt.boolean,
    }),
  );

export type RemoteControlStatusReadResponse = {
  environmentId?: string | null;
  installationId: string;
  serverName: string;
  status: RemoteControlConnectionStatus;
};
export const RemoteControlStatusReadResponse: t.Type<RemoteControlStatusReadResponse> =
  /* @__PURE__ */ rt.deferred('RemoteControlStatusReadResponse', () =>
    rt.object<RemoteControlStatusReadResponse>(
      'RemoteControlStatusReadResponse',
      {
        installationId: rt.string,
        serverName: rt.string,
        status: rt.ref('RemoteControlConnectionStatus', () => RemoteControlConnectionStatus),
      },
      { environmentId: rt.nullable(rt.string) },
    ),
  );
