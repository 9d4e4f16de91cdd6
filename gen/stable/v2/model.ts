// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { CyberAccessProgram } from './misc-1.js';
import {
  InputModality,
  MultiAgentVersion,
  ProviderSettings,
  ProviderSettingsPatch,
} from './misc-2.js';
import { ReasoningEffort, ReasoningEffortOption } from './misc-3.js';

export type Model = {
  /** Deprecated: use `serviceTiers` instead. */
  additionalSpeedTiers?: Array<string>;
  availabilityNux?: ModelAvailabilityNux | null;
  /** Null when the catalog does not provide access-program metadata. */
  availableAccessPrograms?: ModelAccessPrograms | null;
  defaultReasoningEffort: ReasoningEffort;
  /** Catalog default service tier id for this model, when one is configured. */
  defaultServiceTier?: string | null;
  description: string;
  displayName: string;
  hidden: boolean;
  id: string;
  inputModalities?: Array<InputModality>;
  isDefault: boolean;
  model: string;
  modelSpecialty?: string | null;
  /** Multi-agent runtime declared by this model, when available. */
  multiAgentVersion?: MultiAgentVersion | null;
  serviceTiers?: Array<ModelServiceTier>;
  supportedReasoningEfforts: Array<ReasoningEffortOption>;
  /** @deprecated Always false; models no longer support personality selection. */
  supportsPersonality?: boolean;
  upgrade?: string | null;
  upgradeInfo?: ModelUpgradeInfo | null;
};
export const Model: t.Type<Model> = /* @__PURE__ */ rt.deferred('Model', () =>
  rt.object<Model>(
    'Model',
    {
      defaultReasoningEffort: rt.ref('ReasoningEffort', () => ReasoningEffort),
      description: rt.string,
      displayName: rt.string,
      hidden: rt.boolean,
      id: rt.string,
      isDefault: rt.boolean,
      model: rt.string,
      supportedReasoningEfforts: rt.array(
        rt.ref('ReasoningEffortOption', () => ReasoningEffortOption),
      ),
    },
    {
      additionalSpeedTiers: rt.array(rt.string),
      availabilityNux: rt.nullable(rt.ref('ModelAvailabilityNux', () => ModelAvailabilityNux)),
      availableAccessPrograms: rt.nullable(
        rt.ref('ModelAccessPrograms', () => ModelAccessPrograms),
      ),
      defaultServiceTier: rt.nullable(rt.string),
      inputModalities: rt.array(rt.ref('InputModality', () => InputModality)),
      modelSpecialty: rt.nullable(rt.string),
      multiAgentVersion: rt.nullable(rt.ref('MultiAgentVersion', () => MultiAgentVersion)),
      serviceTiers: rt.array(rt.ref('ModelServiceTier', () => ModelServiceTier)),
      supportsPersonality: rt.boolean,
      upgrade: rt.nullable(rt.string),
      upgradeInfo: rt.nullable(rt.ref('ModelUpgradeInfo', () => ModelUpgradeInfo)),
    },
  ),
);

/** Caller-specific explicit access programs advertised by model discovery. */
export type ModelAccessPrograms = {
  /** Accepted explicit selections. */
  cyber: Array<CyberAccessProgram>;
};
/** Caller-specific explicit access programs advertised by model discovery. */
export const ModelAccessPrograms: t.Type<ModelAccessPrograms> = /* @__PURE__ */ rt.deferred(
  'ModelAccessPrograms',
  () =>
    rt.object<ModelAccessPrograms>('ModelAccessPrograms', {
      cyber: rt.array(rt.ref('CyberAccessProgram', () => CyberAccessProgram)),
    }),
);

export type ModelAvailabilityNux = {
  message: string;
};
export const ModelAvailabilityNux: t.Type<ModelAvailabilityNux> = /* @__PURE__ */ rt.deferred(
  'ModelAvailabilityNux',
  () => rt.object<ModelAvailabilityNux>('ModelAvailabilityNux', { message: rt.string }),
);

export type ModelListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** When true, include models that are hidden from the default picker list. */
  includeHidden?: boolean | null;
  /** Optional page size; defaults to a reasonable server-side value. */
  limit?: number | null;
  /** List models for this configured provider instead of the app-server default. */
  modelProvider?: string | null;
};
export const ModelListParams: t.Type<ModelListParams> = /* @__PURE__ */ rt.deferred(
  'ModelListParams',
  () =>
    rt.object<ModelListParams>(
      'ModelListParams',
      {},
      {
        cursor: rt.nullable(rt.string),
        includeHidden: rt.nullable(rt.boolean),
        limit: rt.nullable(rt.integer),
        modelProvider: rt.nullable(rt.string),
      },
    ),
);

export type ModelListResponse = {
  data: Array<Model>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ModelListResponse: t.Type<ModelListResponse> = /* @__PURE__ */ rt.deferred(
  'ModelListResponse',
  () =>
    rt.object<ModelListResponse>(
      'ModelListResponse',
      { data: rt.array(rt.ref('Model', () => Model)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
);

export type ModelProviderCapabilitiesReadParams = { [key: string]: unknown };
export const ModelProviderCapabilitiesReadParams: t.Type<ModelProviderCapabilitiesReadParams> =
  /* @__PURE__ */ rt.deferred('ModelProviderCapabilitiesReadParams', () =>
    rt.typed<ModelProviderCapabilitiesReadParams>(rt.record(rt.unknownValue)),
  );

export type ModelProviderCapabilitiesReadResponse = {
  imageGeneration: boolean;
  webSearch: boolean;
};
export const ModelProviderCapabilitiesReadResponse: t.Type<ModelProviderCapabilitiesReadResponse> =
  /* @__PURE__ */ rt.deferred('ModelProviderCapabilitiesReadResponse', () =>
    rt.object<ModelProviderCapabilitiesReadResponse>('ModelProviderCapabilitiesReadResponse', {
      imageGeneration: rt.boolean,
      webSearch: rt.boolean,
    }),
  );

export type ModelProviderConfigWriteParams = {
  settings: ProviderSettingsPatch;
};
export const ModelProviderConfigWriteParams: t.Type<ModelProviderConfigWriteParams> =
  /* @__PURE__ */ rt.deferred('ModelProviderConfigWriteParams', () =>
    rt.object<ModelProviderConfigWriteParams>('ModelProviderConfigWriteParams', {
      settings: rt.ref('ProviderSettingsPatch', () => ProviderSettingsPatch),
    }),
  );

export type ModelProviderConfigWriteResponse = {
  provider: ModelProviderSummary;
};
export const ModelProviderConfigWriteResponse: t.Type<ModelProviderConfigWriteResponse> =
  /* @__PURE__ */ rt.deferred('ModelProviderConfigWriteResponse', () =>
    rt.object<ModelProviderConfigWriteResponse>('ModelProviderConfigWriteResponse', {
      provider: rt.ref('ModelProviderSummary', () => ModelProviderSummary),
    }),
  );

export type ModelProviderDefaultSetParams = {
  /** Configured provider to use by default for new threads and unscoped model lists. */
  providerId: string;
};
export const ModelProviderDefaultSetParams: t.Type<ModelProviderDefaultSetParams> =
  /* @__PURE__ */ rt.deferred('ModelProviderDefaultSetParams', () =>
    rt.object<ModelProviderDefaultSetParams>('ModelProviderDefaultSetParams', {
      providerId: rt.string,
    }),
  );

/** Structured JSON-RPC error data. Unknown errors must retain the client's normal fallback. */
export type ModelProviderError =
  | {
      currentModelProvider: string;
      modelProvider: string;
      type: 'modelProviderMismatch';
    }
  | {
      modelProvider: string;
      type: 'modelProviderNotConfigured';
    }
  | {
      modelProvider: string;
      requiredModelProvider: string;
      type: 'modelProviderPolicyConflict';
    };
/** Structured JSON-RPC error data. Unknown errors must retain the client's normal fallback. */
export const ModelProviderError: rt.TaggedUnionType<ModelProviderError> =
  /* @__PURE__ */ rt.deferredTagged('ModelProviderError', () =>
    rt.taggedUnion<ModelProviderError>('ModelProviderError', 'type', {
      modelProviderMismatch: rt.object('ModelProviderError:modelProviderMismatch', {
        currentModelProvider: rt.string,
        modelProvider: rt.string,
        type: rt.literal('modelProviderMismatch'),
      }),
      modelProviderNotConfigured: rt.object('ModelProviderError:modelProviderNotConfigured', {
        modelProvider: rt.string,
        type: rt.literal('modelProviderNotConfigured'),
      }),
      modelProviderPolicyConflict: rt.object('ModelProviderError:modelProviderPolicyConflict', {
        modelProvider: rt.string,
        requiredModelProvider: rt.string,
        type: rt.literal('modelProviderPolicyConflict'),
      }),
    }),
  );

export type ModelProviderListParams = { [key: string]: unknown };
export const ModelProviderListParams: t.Type<ModelProviderListParams> = /* @__PURE__ */ rt.deferred(
  'ModelProviderListParams',
  () => rt.typed<ModelProviderListParams>(rt.record(rt.unknownValue)),
);

export type ModelProviderListResponse = {
  canChangeDefault: boolean;
  data: Array<ModelProviderSummary>;
  defaultProviderId: string;
};
export const ModelProviderListResponse: t.Type<ModelProviderListResponse> =
  /* @__PURE__ */ rt.deferred('ModelProviderListResponse', () =>
    rt.object<ModelProviderListResponse>('ModelProviderListResponse', {
      canChangeDefault: rt.boolean,
      data: rt.array(rt.ref('ModelProviderSummary', () => ModelProviderSummary)),
      defaultProviderId: rt.string,
    }),
  );

export type ModelProviderSummary = {
  /** Null when the endpoint is absent or cannot be safely displayed. */
  baseUrl?: string | null;
  /** Whether a supported configuration field can be edited in the active user layer. */
  canEdit: boolean;
  id: string;
  name: string;
  settings: ProviderSettings;
};
export const ModelProviderSummary: t.Type<ModelProviderSummary> = /* @__PURE__ */ rt.deferred(
  'ModelProviderSummary',
  () =>
    rt.object<ModelProviderSummary>(
      'ModelProviderSummary',
      {
        canEdit: rt.boolean,
        id: rt.string,
        name: rt.string,
        settings: rt.ref('ProviderSettings', () => ProviderSettings),
      },
      { baseUrl: rt.nullable(rt.string) },
    ),
);

export type ModelRerouteReason = 'highRiskCyberActivity';
export const ModelRerouteReason: t.Type<ModelRerouteReason> = /* @__PURE__ */ rt.deferred(
  'ModelRerouteReason',
  () => rt.typed<ModelRerouteReason>(rt.literal('highRiskCyberActivity')),
);

export type ModelReroutedNotification = {
  fromModel: string;
  reason: ModelRerouteReason;
  threadId: string;
  toModel: string;
  turnId: string;
};
export const ModelReroutedNotification: t.Type<ModelReroutedNotification> =
  /* @__PURE__ */ rt.deferred('ModelReroutedNotification', () =>
    rt.object<ModelReroutedNotification>('ModelReroutedNotification', {
      fromModel: rt.string,
      reason: rt.ref('ModelRerouteReason', () => ModelRerouteReason),
      threadId: rt.string,
      toModel: rt.string,
      turnId: rt.string,
    }),
  );

export type ModelSafetyBufferingUpdatedNotification = {
  fasterModel?: string | null;
  model: string;
  reasons: Array<string>;
  showBufferingUi: boolean;
  threadId: string;
  turnId: string;
  useCases: Array<string>;
};
export const ModelSafetyBufferingUpdatedNotification: t.Type<ModelSafetyBufferingUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ModelSafetyBufferingUpdatedNotification', () =>
    rt.object<ModelSafetyBufferingUpdatedNotification>(
      'ModelSafetyBufferingUpdatedNotification',
      {
        model: rt.string,
        reasons: rt.array(rt.string),
        showBufferingUi: rt.boolean,
        threadId: rt.string,
        turnId: rt.string,
        useCases: rt.array(rt.string),
      },
      { fasterModel: rt.nullable(rt.string) },
    ),
  );

export type ModelServiceTier = {
  description: string;
  id: string;
  name: string;
};
export const ModelServiceTier: t.Type<ModelServiceTier> = /* @__PURE__ */ rt.deferred(
  'ModelServiceTier',
  () =>
    rt.object<ModelServiceTier>('ModelServiceTier', {
      description: rt.string,
      id: rt.string,
      name: rt.string,
    }),
);

export type ModelUpgradeInfo = {
  migrationMarkdown?: string | null;
  model: string;
  modelLink?: string | null;
  /** Informational Unix timestamp for this upgrade's scheduled retirement, if known. */
  retirementAt?: number | null;
  upgradeCopy?: string | null;
};
export const ModelUpgradeInfo: t.Type<ModelUpgradeInfo> = /* @__PURE__ */ rt.deferred(
  'ModelUpgradeInfo',
  () =>
    rt.object<ModelUpgradeInfo>(
      'ModelUpgradeInfo',
      { model: rt.string },
      {
        migrationMarkdown: rt.nullable(rt.string),
        modelLink: rt.nullable(rt.string),
        retirementAt: rt.nullable(rt.integer),
        upgradeCopy: rt.nullable(rt.string),
      },
    ),
);

export type ModelVerification = 'trustedAccessForCyber';
export const ModelVerification: t.Type<ModelVerification> = /* @__PURE__ */ rt.deferred(
  'ModelVerification',
  () => rt.typed<ModelVerification>(rt.literal('trustedAccessForCyber')),
);

export type ModelVerificationNotification = {
  threadId: string;
  turnId: string;
  verifications: Array<ModelVerification>;
};
export const ModelVerificationNotification: t.Type<ModelVerificationNotification> =
  /* @__PURE__ */ rt.deferred('ModelVerificationNotification', () =>
    rt.object<ModelVerificationNotification>('ModelVerificationNotification', {
      threadId: rt.string,
      turnId: rt.string,
      verifications: rt.array(rt.ref('ModelVerification', () => ModelVerification)),
    }),
  );
