// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { ReasoningEffort } from './common.js';

export type AuthRecoveryNotification = {
  message: string;
  provider: string;
  threadId: string;
  turnId: string;
};
export const AuthRecoveryNotification: t.Type<AuthRecoveryNotification> =
  /* @__PURE__ */ rt.deferred('AuthRecoveryNotification', (n) =>
    rt.object<AuthRecoveryNotification>(n, {
      message: rt.string,
      provider: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type BedrockProviderId = 'amazon-bedrock' | 'amazon-bedrock-runtime';
export const BedrockProviderId: t.Type<BedrockProviderId> = /* @__PURE__ */ rt.deferred(
  'BedrockProviderId',
  (n) => rt.enumeration<BedrockProviderId>(n, ['amazon-bedrock', 'amazon-bedrock-runtime']),
);

export type BedrockProviderSettings = {
  profile?: string | null;
  region?: string | null;
  type: 'bedrock';
};
export const BedrockProviderSettings: t.Type<BedrockProviderSettings> = /* @__PURE__ */ rt.deferred(
  'BedrockProviderSettings',
  (n) =>
    rt.object<BedrockProviderSettings>(
      n,
      { type: rt.literal('bedrock') },
      { profile: rt.nullable(rt.string), region: rt.nullable(rt.string) },
    ),
);

/** AWS configuration fields for built-in Bedrock providers. */
export type BedrockProviderSettingsPatch = {
  profile?: string | null;
  providerId: BedrockProviderId;
  region?: string | null;
  type: 'bedrock';
};
/** AWS configuration fields for built-in Bedrock providers. */
export const BedrockProviderSettingsPatch: t.Type<BedrockProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferred('BedrockProviderSettingsPatch', (n) =>
    rt.object<BedrockProviderSettingsPatch>(
      n,
      { providerId: BedrockProviderId, type: rt.literal('bedrock') },
      { profile: rt.nullable(rt.string), region: rt.nullable(rt.string) },
    ),
  );

export type CustomGatewayProviderSettings = {
  auth: GatewayAuth;
  type: 'customGateway';
};
export const CustomGatewayProviderSettings: t.Type<CustomGatewayProviderSettings> =
  /* @__PURE__ */ rt.deferred('CustomGatewayProviderSettings', (n) =>
    rt.object<CustomGatewayProviderSettings>(n, {
      auth: GatewayAuth,
      type: rt.literal('customGateway'),
    }),
  );

export type CustomGatewayProviderSettingsPatch = {
  baseUrl?: string | null;
  envKey?: string | null;
  name?: string;
  /** Omit or pass null to allocate a new custom provider ID. */
  providerId?: string | null;
  type: 'customGateway';
};
export const CustomGatewayProviderSettingsPatch: t.Type<CustomGatewayProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferred('CustomGatewayProviderSettingsPatch', (n) =>
    rt.object<CustomGatewayProviderSettingsPatch>(
      n,
      { type: rt.literal('customGateway') },
      {
        baseUrl: rt.nullable(rt.string),
        envKey: rt.nullable(rt.string),
        name: rt.string,
        providerId: rt.nullable(rt.string),
      },
    ),
  );

/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export type CyberAccessProgram = 'standard' | 'daybreakBlue' | 'daybreakRed';
/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export const CyberAccessProgram: t.Type<CyberAccessProgram> = /* @__PURE__ */ rt.deferred(
  'CyberAccessProgram',
  (n) => rt.enumeration<CyberAccessProgram>(n, ['standard', 'daybreakBlue', 'daybreakRed']),
);

export type GatewayAuth =
  | NoneGatewayAuth
  | {
      envKey: string;
      mode: 'environmentVariable';
    }
  | ModeGatewayAuth;
export const GatewayAuth: rt.TaggedUnionType<GatewayAuth> = /* @__PURE__ */ rt.deferredTagged(
  'GatewayAuth',
  (n) =>
    rt.taggedUnion<GatewayAuth>(n, 'mode', {
      none: NoneGatewayAuth,
      environmentVariable: rt.object(`${n}:environmentVariable`, {
        envKey: rt.string,
        mode: rt.literal('environmentVariable'),
      }),
      externallyConfigured: ModeGatewayAuth,
    }),
);

export type GcpProviderId = 'gcp';
export const GcpProviderId: t.Type<GcpProviderId> = /* @__PURE__ */ rt.deferred(
  'GcpProviderId',
  () => rt.typed<GcpProviderId>(rt.literal('gcp')),
);

export type GcpProviderSettings = {
  /** Path on the app-server host, without credential-file contents. */
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  type: 'gcp';
};
export const GcpProviderSettings: t.Type<GcpProviderSettings> = /* @__PURE__ */ rt.deferred(
  'GcpProviderSettings',
  (n) =>
    rt.object<GcpProviderSettings>(
      n,
      { type: rt.literal('gcp') },
      {
        credentialFile: rt.nullable(rt.string),
        location: rt.nullable(rt.string),
        projectId: rt.nullable(rt.string),
      },
    ),
);

/** GCP configuration fields. Credential-file paths refer to the app-server host. */
export type GcpProviderSettingsPatch = {
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  providerId: GcpProviderId;
  type: 'gcp';
};
/** GCP configuration fields. Credential-file paths refer to the app-server host. */
export const GcpProviderSettingsPatch: t.Type<GcpProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferred('GcpProviderSettingsPatch', (n) =>
    rt.object<GcpProviderSettingsPatch>(
      n,
      { providerId: GcpProviderId, type: rt.literal('gcp') },
      {
        credentialFile: rt.nullable(rt.string),
        location: rt.nullable(rt.string),
        projectId: rt.nullable(rt.string),
      },
    ),
  );

/** Canonical user-input modality tags advertised by a model. */
export type InputModality = 'text' | 'image' | 'audio';
/** Canonical user-input modality tags advertised by a model. */
export const InputModality: t.Type<InputModality> = /* @__PURE__ */ rt.deferred(
  'InputModality',
  (n) => rt.enumeration<InputModality>(n, ['text', 'image', 'audio']),
);

/** Authentication is configured outside the gateway form. Preserve it on edits. */
export type ModeGatewayAuth = {
  envKey?: string | null;
  mode: 'externallyConfigured';
};
/** Authentication is configured outside the gateway form. Preserve it on edits. */
export const ModeGatewayAuth: t.Type<ModeGatewayAuth> = /* @__PURE__ */ rt.deferred(
  'ModeGatewayAuth',
  (n) =>
    rt.object<ModeGatewayAuth>(
      n,
      { mode: rt.literal('externallyConfigured') },
      { envKey: rt.nullable(rt.string) },
    ),
);

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
export const Model: t.Type<Model> = /* @__PURE__ */ rt.deferred('Model', (n) =>
  rt.object<Model>(
    n,
    {
      defaultReasoningEffort: ReasoningEffort,
      description: rt.string,
      displayName: rt.string,
      hidden: rt.boolean,
      id: rt.string,
      isDefault: rt.boolean,
      model: rt.string,
      supportedReasoningEfforts: rt.array(ReasoningEffortOption),
    },
    {
      additionalSpeedTiers: rt.array(rt.string),
      availabilityNux: rt.nullable(ModelAvailabilityNux),
      availableAccessPrograms: rt.nullable(ModelAccessPrograms),
      defaultServiceTier: rt.nullable(rt.string),
      inputModalities: rt.array(InputModality),
      modelSpecialty: rt.nullable(rt.string),
      multiAgentVersion: rt.nullable(MultiAgentVersion),
      serviceTiers: rt.array(ModelServiceTier),
      supportsPersonality: rt.boolean,
      upgrade: rt.nullable(rt.string),
      upgradeInfo: rt.nullable(ModelUpgradeInfo),
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
  (n) => rt.object<ModelAccessPrograms>(n, { cyber: rt.array(CyberAccessProgram) }),
);

export type ModelAvailabilityNux = {
  message: string;
};
export const ModelAvailabilityNux: t.Type<ModelAvailabilityNux> = /* @__PURE__ */ rt.deferred(
  'ModelAvailabilityNux',
  (n) => rt.object<ModelAvailabilityNux>(n, { message: rt.string }),
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
  (n) =>
    rt.object<ModelListParams>(
      n,
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
  (n) =>
    rt.object<ModelListResponse>(
      n,
      { data: rt.array(Model) },
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
  /* @__PURE__ */ rt.deferred('ModelProviderCapabilitiesReadResponse', (n) =>
    rt.object<ModelProviderCapabilitiesReadResponse>(n, {
      imageGeneration: rt.boolean,
      webSearch: rt.boolean,
    }),
  );

export type ModelProviderConfigWriteParams = {
  settings: ProviderSettingsPatch;
};
export const ModelProviderConfigWriteParams: t.Type<ModelProviderConfigWriteParams> =
  /* @__PURE__ */ rt.deferred('ModelProviderConfigWriteParams', (n) =>
    rt.object<ModelProviderConfigWriteParams>(n, { settings: ProviderSettingsPatch }),
  );

export type ModelProviderConfigWriteResponse = {
  provider: ModelProviderSummary;
};
export const ModelProviderConfigWriteResponse: t.Type<ModelProviderConfigWriteResponse> =
  /* @__PURE__ */ rt.deferred('ModelProviderConfigWriteResponse', (n) =>
    rt.object<ModelProviderConfigWriteResponse>(n, { provider: ModelProviderSummary }),
  );

export type ModelProviderDefaultSetParams = {
  /** Configured provider to use by default for new threads and unscoped model lists. */
  providerId: string;
};
export const ModelProviderDefaultSetParams: t.Type<ModelProviderDefaultSetParams> =
  /* @__PURE__ */ rt.deferred('ModelProviderDefaultSetParams', (n) =>
    rt.object<ModelProviderDefaultSetParams>(n, { providerId: rt.string }),
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
  /* @__PURE__ */ rt.deferredTagged('ModelProviderError', (n) =>
    rt.taggedUnion<ModelProviderError>(n, 'type', {
      modelProviderMismatch: rt.object(`${n}:modelProviderMismatch`, {
        currentModelProvider: rt.string,
        modelProvider: rt.string,
        type: rt.literal('modelProviderMismatch'),
      }),
      modelProviderNotConfigured: rt.object(`${n}:modelProviderNotConfigured`, {
        modelProvider: rt.string,
        type: rt.literal('modelProviderNotConfigured'),
      }),
      modelProviderPolicyConflict: rt.object(`${n}:modelProviderPolicyConflict`, {
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
  /* @__PURE__ */ rt.deferred('ModelProviderListResponse', (n) =>
    rt.object<ModelProviderListResponse>(n, {
      canChangeDefault: rt.boolean,
      data: rt.array(ModelProviderSummary),
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
  (n) =>
    rt.object<ModelProviderSummary>(
      n,
      { canEdit: rt.boolean, id: rt.string, name: rt.string, settings: ProviderSettings },
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
  /* @__PURE__ */ rt.deferred('ModelReroutedNotification', (n) =>
    rt.object<ModelReroutedNotification>(n, {
      fromModel: rt.string,
      reason: ModelRerouteReason,
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
  /* @__PURE__ */ rt.deferred('ModelSafetyBufferingUpdatedNotification', (n) =>
    rt.object<ModelSafetyBufferingUpdatedNotification>(
      n,
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
  (n) => rt.object<ModelServiceTier>(n, { description: rt.string, id: rt.string, name: rt.string }),
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
  (n) =>
    rt.object<ModelUpgradeInfo>(
      n,
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
  /* @__PURE__ */ rt.deferred('ModelVerificationNotification', (n) =>
    rt.object<ModelVerificationNotification>(n, {
      threadId: rt.string,
      turnId: rt.string,
      verifications: rt.array(ModelVerification),
    }),
  );

/** Multi-agent runtime supported by a model. */
export type MultiAgentVersion = 'disabled' | 'v1' | 'v2';
/** Multi-agent runtime supported by a model. */
export const MultiAgentVersion: t.Type<MultiAgentVersion> = /* @__PURE__ */ rt.deferred(
  'MultiAgentVersion',
  (n) => rt.enumeration<MultiAgentVersion>(n, ['disabled', 'v1', 'v2']),
);

export type NoneGatewayAuth = {
  mode: 'none';
};
export const NoneGatewayAuth: t.Type<NoneGatewayAuth> = /* @__PURE__ */ rt.deferred(
  'NoneGatewayAuth',
  (n) => rt.object<NoneGatewayAuth>(n, { mode: rt.literal('none') }),
);

export type OpenaiProviderSettings = {
  type: 'openai';
};
export const OpenaiProviderSettings: t.Type<OpenaiProviderSettings> = /* @__PURE__ */ rt.deferred(
  'OpenaiProviderSettings',
  (n) => rt.object<OpenaiProviderSettings>(n, { type: rt.literal('openai') }),
);

export type ProviderSettings =
  | OpenaiProviderSettings
  | CustomGatewayProviderSettings
  | BedrockProviderSettings
  | GcpProviderSettings;
export const ProviderSettings: rt.TaggedUnionType<ProviderSettings> =
  /* @__PURE__ */ rt.deferredTagged('ProviderSettings', (n) =>
    rt.taggedUnion<ProviderSettings>(n, 'type', {
      openai: OpenaiProviderSettings,
      customGateway: CustomGatewayProviderSettings,
      bedrock: BedrockProviderSettings,
      gcp: GcpProviderSettings,
    }),
  );

/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export type ProviderSettingsPatch =
  | CustomGatewayProviderSettingsPatch
  | BedrockProviderSettingsPatch
  | GcpProviderSettingsPatch;
/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export const ProviderSettingsPatch: rt.TaggedUnionType<ProviderSettingsPatch> =
  /* @__PURE__ */ rt.deferredTagged('ProviderSettingsPatch', (n) =>
    rt.taggedUnion<ProviderSettingsPatch>(n, 'type', {
      customGateway: CustomGatewayProviderSettingsPatch,
      bedrock: BedrockProviderSettingsPatch,
      gcp: GcpProviderSettingsPatch,
    }),
  );

export type ReasoningEffortOption = {
  description: string;
  reasoningEffort: ReasoningEffort;
};
export const ReasoningEffortOption: t.Type<ReasoningEffortOption> = /* @__PURE__ */ rt.deferred(
  'ReasoningEffortOption',
  (n) =>
    rt.object<ReasoningEffortOption>(n, {
      description: rt.string,
      reasoningEffort: ReasoningEffort,
    }),
);
