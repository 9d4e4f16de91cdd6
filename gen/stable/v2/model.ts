// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

import { ReasoningEffort } from './common.js';

export type AuthRecoveryNotification = {
  message: string;
  provider: string;
  threadId: string;
  turnId: string;
};
export const AuthRecoveryNotification: t.Type<AuthRecoveryNotification> = /* @__PURE__ */ rt.lazy(
  'AuthRecoveryNotification',
  () => t.type({ message: t.string, provider: t.string, threadId: t.string, turnId: t.string }),
);

export type BedrockProviderId = 'amazon-bedrock' | 'amazon-bedrock-runtime';
export const BedrockProviderId: t.Type<BedrockProviderId> = /* @__PURE__ */ rt.lazy(
  'BedrockProviderId',
  () => rt.openEnum(t.keyof({ 'amazon-bedrock': null, 'amazon-bedrock-runtime': null })),
);

export type BedrockProviderSettings = {
  profile?: string | null;
  region?: string | null;
  type: 'bedrock';
};
export const BedrockProviderSettings: t.Type<BedrockProviderSettings> = /* @__PURE__ */ rt.lazy(
  'BedrockProviderSettings',
  () =>
    t.intersection([
      t.type({ type: t.literal('bedrock') }),
      t.partial({ profile: rt.nullable(t.string), region: rt.nullable(t.string) }),
    ]),
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
  /* @__PURE__ */ rt.lazy('BedrockProviderSettingsPatch', () =>
    t.intersection([
      t.type({ providerId: BedrockProviderId, type: t.literal('bedrock') }),
      t.partial({ profile: rt.nullable(t.string), region: rt.nullable(t.string) }),
    ]),
  );

export type CustomGatewayProviderSettings = {
  auth: GatewayAuth;
  type: 'customGateway';
};
export const CustomGatewayProviderSettings: t.Type<CustomGatewayProviderSettings> =
  /* @__PURE__ */ rt.lazy('CustomGatewayProviderSettings', () =>
    t.type({ auth: GatewayAuth, type: t.literal('customGateway') }),
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
  /* @__PURE__ */ rt.lazy('CustomGatewayProviderSettingsPatch', () =>
    t.intersection([
      t.type({ type: t.literal('customGateway') }),
      t.partial({
        baseUrl: rt.nullable(t.string),
        envKey: rt.nullable(t.string),
        name: t.string,
        providerId: rt.nullable(t.string),
      }),
    ]),
  );

/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export type CyberAccessProgram = 'standard' | 'daybreakBlue' | 'daybreakRed';
/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export const CyberAccessProgram: t.Type<CyberAccessProgram> = /* @__PURE__ */ rt.lazy(
  'CyberAccessProgram',
  () => rt.openEnum(t.keyof({ standard: null, daybreakBlue: null, daybreakRed: null })),
);

export type GatewayAuth =
  | NoneGatewayAuth
  | {
      envKey: string;
      mode: 'environmentVariable';
    }
  | ModeGatewayAuth;
export const GatewayAuth: rt.TaggedUnionType<GatewayAuth> = /* @__PURE__ */ rt.lazyTagged(
  'GatewayAuth',
  () =>
    rt.taggedUnion(
      'mode',
      {
        none: NoneGatewayAuth,
        environmentVariable: t.type({ envKey: t.string, mode: t.literal('environmentVariable') }),
        externallyConfigured: ModeGatewayAuth,
      },
      'GatewayAuth',
    ),
);

export type GcpProviderId = 'gcp';
export const GcpProviderId: t.Type<GcpProviderId> = /* @__PURE__ */ rt.lazy('GcpProviderId', () =>
  t.literal('gcp'),
);

export type GcpProviderSettings = {
  /** Path on the app-server host, without credential-file contents. */
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  type: 'gcp';
};
export const GcpProviderSettings: t.Type<GcpProviderSettings> = /* @__PURE__ */ rt.lazy(
  'GcpProviderSettings',
  () =>
    t.intersection([
      t.type({ type: t.literal('gcp') }),
      t.partial({
        credentialFile: rt.nullable(t.string),
        location: rt.nullable(t.string),
        projectId: rt.nullable(t.string),
      }),
    ]),
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
export const GcpProviderSettingsPatch: t.Type<GcpProviderSettingsPatch> = /* @__PURE__ */ rt.lazy(
  'GcpProviderSettingsPatch',
  () =>
    t.intersection([
      t.type({ providerId: GcpProviderId, type: t.literal('gcp') }),
      t.partial({
        credentialFile: rt.nullable(t.string),
        location: rt.nullable(t.string),
        projectId: rt.nullable(t.string),
      }),
    ]),
);

/** Canonical user-input modality tags advertised by a model. */
export type InputModality = 'text' | 'image' | 'audio';
/** Canonical user-input modality tags advertised by a model. */
export const InputModality: t.Type<InputModality> = /* @__PURE__ */ rt.lazy('InputModality', () =>
  rt.openEnum(t.keyof({ text: null, image: null, audio: null })),
);

/** Authentication is configured outside the gateway form. Preserve it on edits. */
export type ModeGatewayAuth = {
  envKey?: string | null;
  mode: 'externallyConfigured';
};
/** Authentication is configured outside the gateway form. Preserve it on edits. */
export const ModeGatewayAuth: t.Type<ModeGatewayAuth> = /* @__PURE__ */ rt.lazy(
  'ModeGatewayAuth',
  () =>
    t.intersection([
      t.type({ mode: t.literal('externallyConfigured') }),
      t.partial({ envKey: rt.nullable(t.string) }),
    ]),
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
export const Model: t.Type<Model> = /* @__PURE__ */ rt.lazy('Model', () =>
  t.intersection([
    t.type({
      defaultReasoningEffort: ReasoningEffort,
      description: t.string,
      displayName: t.string,
      hidden: t.boolean,
      id: t.string,
      isDefault: t.boolean,
      model: t.string,
      supportedReasoningEfforts: t.array(ReasoningEffortOption),
    }),
    t.partial({
      additionalSpeedTiers: t.array(t.string),
      availabilityNux: rt.nullable(ModelAvailabilityNux),
      availableAccessPrograms: rt.nullable(ModelAccessPrograms),
      defaultServiceTier: rt.nullable(t.string),
      inputModalities: t.array(InputModality),
      modelSpecialty: rt.nullable(t.string),
      multiAgentVersion: rt.nullable(MultiAgentVersion),
      serviceTiers: t.array(ModelServiceTier),
      supportsPersonality: t.boolean,
      upgrade: rt.nullable(t.string),
      upgradeInfo: rt.nullable(ModelUpgradeInfo),
    }),
  ]),
);

/** Caller-specific explicit access programs advertised by model discovery. */
export type ModelAccessPrograms = {
  /** Accepted explicit selections. */
  cyber: Array<CyberAccessProgram>;
};
/** Caller-specific explicit access programs advertised by model discovery. */
export const ModelAccessPrograms: t.Type<ModelAccessPrograms> = /* @__PURE__ */ rt.lazy(
  'ModelAccessPrograms',
  () => t.type({ cyber: t.array(CyberAccessProgram) }),
);

export type ModelAvailabilityNux = {
  message: string;
};
export const ModelAvailabilityNux: t.Type<ModelAvailabilityNux> = /* @__PURE__ */ rt.lazy(
  'ModelAvailabilityNux',
  () => t.type({ message: t.string }),
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
export const ModelListParams: t.Type<ModelListParams> = /* @__PURE__ */ rt.lazy(
  'ModelListParams',
  () =>
    t.partial({
      cursor: rt.nullable(t.string),
      includeHidden: rt.nullable(t.boolean),
      limit: rt.nullable(rt.integer),
      modelProvider: rt.nullable(t.string),
    }),
);

export type ModelListResponse = {
  data: Array<Model>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ModelListResponse: t.Type<ModelListResponse> = /* @__PURE__ */ rt.lazy(
  'ModelListResponse',
  () =>
    t.intersection([
      t.type({ data: t.array(Model) }),
      t.partial({ nextCursor: rt.nullable(t.string) }),
    ]),
);

export type ModelProviderCapabilitiesReadParams = { [key: string]: unknown };
export const ModelProviderCapabilitiesReadParams: t.Type<ModelProviderCapabilitiesReadParams> =
  /* @__PURE__ */ rt.lazy('ModelProviderCapabilitiesReadParams', () =>
    t.record(t.string, rt.jsonValue),
  );

export type ModelProviderCapabilitiesReadResponse = {
  imageGeneration: boolean;
  webSearch: boolean;
};
export const ModelProviderCapabilitiesReadResponse: t.Type<ModelProviderCapabilitiesReadResponse> =
  /* @__PURE__ */ rt.lazy('ModelProviderCapabilitiesReadResponse', () =>
    t.type({ imageGeneration: t.boolean, webSearch: t.boolean }),
  );

export type ModelProviderConfigWriteParams = {
  settings: ProviderSettingsPatch;
};
export const ModelProviderConfigWriteParams: t.Type<ModelProviderConfigWriteParams> =
  /* @__PURE__ */ rt.lazy('ModelProviderConfigWriteParams', () =>
    t.type({ settings: ProviderSettingsPatch }),
  );

export type ModelProviderConfigWriteResponse = {
  provider: ModelProviderSummary;
};
export const ModelProviderConfigWriteResponse: t.Type<ModelProviderConfigWriteResponse> =
  /* @__PURE__ */ rt.lazy('ModelProviderConfigWriteResponse', () =>
    t.type({ provider: ModelProviderSummary }),
  );

export type ModelProviderDefaultSetParams = {
  /** Configured provider to use by default for new threads and unscoped model lists. */
  providerId: string;
};
export const ModelProviderDefaultSetParams: t.Type<ModelProviderDefaultSetParams> =
  /* @__PURE__ */ rt.lazy('ModelProviderDefaultSetParams', () => t.type({ providerId: t.string }));

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
  /* @__PURE__ */ rt.lazyTagged('ModelProviderError', () =>
    rt.taggedUnion(
      'type',
      {
        modelProviderMismatch: t.type({
          currentModelProvider: t.string,
          modelProvider: t.string,
          type: t.literal('modelProviderMismatch'),
        }),
        modelProviderNotConfigured: t.type({
          modelProvider: t.string,
          type: t.literal('modelProviderNotConfigured'),
        }),
        modelProviderPolicyConflict: t.type({
          modelProvider: t.string,
          requiredModelProvider: t.string,
          type: t.literal('modelProviderPolicyConflict'),
        }),
      },
      'ModelProviderError',
    ),
  );

export type ModelProviderListParams = { [key: string]: unknown };
export const ModelProviderListParams: t.Type<ModelProviderListParams> = /* @__PURE__ */ rt.lazy(
  'ModelProviderListParams',
  () => t.record(t.string, rt.jsonValue),
);

export type ModelProviderListResponse = {
  canChangeDefault: boolean;
  data: Array<ModelProviderSummary>;
  defaultProviderId: string;
};
export const ModelProviderListResponse: t.Type<ModelProviderListResponse> = /* @__PURE__ */ rt.lazy(
  'ModelProviderListResponse',
  () =>
    t.type({
      canChangeDefault: t.boolean,
      data: t.array(ModelProviderSummary),
      defaultProviderId: t.string,
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
export const ModelProviderSummary: t.Type<ModelProviderSummary> = /* @__PURE__ */ rt.lazy(
  'ModelProviderSummary',
  () =>
    t.intersection([
      t.type({ canEdit: t.boolean, id: t.string, name: t.string, settings: ProviderSettings }),
      t.partial({ baseUrl: rt.nullable(t.string) }),
    ]),
);

export type ModelRerouteReason = 'highRiskCyberActivity';
export const ModelRerouteReason: t.Type<ModelRerouteReason> = /* @__PURE__ */ rt.lazy(
  'ModelRerouteReason',
  () => t.literal('highRiskCyberActivity'),
);

export type ModelReroutedNotification = {
  fromModel: string;
  reason: ModelRerouteReason;
  threadId: string;
  toModel: string;
  turnId: string;
};
export const ModelReroutedNotification: t.Type<ModelReroutedNotification> = /* @__PURE__ */ rt.lazy(
  'ModelReroutedNotification',
  () =>
    t.type({
      fromModel: t.string,
      reason: ModelRerouteReason,
      threadId: t.string,
      toModel: t.string,
      turnId: t.string,
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
  /* @__PURE__ */ rt.lazy('ModelSafetyBufferingUpdatedNotification', () =>
    t.intersection([
      t.type({
        model: t.string,
        reasons: t.array(t.string),
        showBufferingUi: t.boolean,
        threadId: t.string,
        turnId: t.string,
        useCases: t.array(t.string),
      }),
      t.partial({ fasterModel: rt.nullable(t.string) }),
    ]),
  );

export type ModelServiceTier = {
  description: string;
  id: string;
  name: string;
};
export const ModelServiceTier: t.Type<ModelServiceTier> = /* @__PURE__ */ rt.lazy(
  'ModelServiceTier',
  () => t.type({ description: t.string, id: t.string, name: t.string }),
);

export type ModelUpgradeInfo = {
  migrationMarkdown?: string | null;
  model: string;
  modelLink?: string | null;
  /** Informational Unix timestamp for this upgrade's scheduled retirement, if known. */
  retirementAt?: number | null;
  upgradeCopy?: string | null;
};
export const ModelUpgradeInfo: t.Type<ModelUpgradeInfo> = /* @__PURE__ */ rt.lazy(
  'ModelUpgradeInfo',
  () =>
    t.intersection([
      t.type({ model: t.string }),
      t.partial({
        migrationMarkdown: rt.nullable(t.string),
        modelLink: rt.nullable(t.string),
        retirementAt: rt.nullable(rt.integer),
        upgradeCopy: rt.nullable(t.string),
      }),
    ]),
);

export type ModelVerification = 'trustedAccessForCyber';
export const ModelVerification: t.Type<ModelVerification> = /* @__PURE__ */ rt.lazy(
  'ModelVerification',
  () => t.literal('trustedAccessForCyber'),
);

export type ModelVerificationNotification = {
  threadId: string;
  turnId: string;
  verifications: Array<ModelVerification>;
};
export const ModelVerificationNotification: t.Type<ModelVerificationNotification> =
  /* @__PURE__ */ rt.lazy('ModelVerificationNotification', () =>
    t.type({ threadId: t.string, turnId: t.string, verifications: t.array(ModelVerification) }),
  );

/** Multi-agent runtime supported by a model. */
export type MultiAgentVersion = 'disabled' | 'v1' | 'v2';
/** Multi-agent runtime supported by a model. */
export const MultiAgentVersion: t.Type<MultiAgentVersion> = /* @__PURE__ */ rt.lazy(
  'MultiAgentVersion',
  () => rt.openEnum(t.keyof({ disabled: null, v1: null, v2: null })),
);

export type NoneGatewayAuth = {
  mode: 'none';
};
export const NoneGatewayAuth: t.Type<NoneGatewayAuth> = /* @__PURE__ */ rt.lazy(
  'NoneGatewayAuth',
  () => t.type({ mode: t.literal('none') }),
);

export type OpenaiProviderSettings = {
  type: 'openai';
};
export const OpenaiProviderSettings: t.Type<OpenaiProviderSettings> = /* @__PURE__ */ rt.lazy(
  'OpenaiProviderSettings',
  () => t.type({ type: t.literal('openai') }),
);

export type ProviderSettings =
  | OpenaiProviderSettings
  | CustomGatewayProviderSettings
  | BedrockProviderSettings
  | GcpProviderSettings;
export const ProviderSettings: rt.TaggedUnionType<ProviderSettings> = /* @__PURE__ */ rt.lazyTagged(
  'ProviderSettings',
  () =>
    rt.taggedUnion(
      'type',
      {
        openai: OpenaiProviderSettings,
        customGateway: CustomGatewayProviderSettings,
        bedrock: BedrockProviderSettings,
        gcp: GcpProviderSettings,
      },
      'ProviderSettings',
    ),
);

/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export type ProviderSettingsPatch =
  | CustomGatewayProviderSettingsPatch
  | BedrockProviderSettingsPatch
  | GcpProviderSettingsPatch;
/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export const ProviderSettingsPatch: rt.TaggedUnionType<ProviderSettingsPatch> =
  /* @__PURE__ */ rt.lazyTagged('ProviderSettingsPatch', () =>
    rt.taggedUnion(
      'type',
      {
        customGateway: CustomGatewayProviderSettingsPatch,
        bedrock: BedrockProviderSettingsPatch,
        gcp: GcpProviderSettingsPatch,
      },
      'ProviderSettingsPatch',
    ),
  );

export type ReasoningEffortOption = {
  description: string;
  reasoningEffort: ReasoningEffort;
};
export const ReasoningEffortOption: t.Type<ReasoningEffortOption> = /* @__PURE__ */ rt.lazy(
  'ReasoningEffortOption',
  () => t.type({ description: t.string, reasoningEffort: ReasoningEffort }),
);
