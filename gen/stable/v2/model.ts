// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

import { ReasoningEffort } from './common.js';

const refs: rt.Refs = () => [
  BedrockProviderId,
  BedrockProviderSettings,
  BedrockProviderSettingsPatch,
  CustomGatewayProviderSettings,
  CustomGatewayProviderSettingsPatch,
  CyberAccessProgram,
  GatewayAuth,
  GcpProviderId,
  GcpProviderSettings,
  GcpProviderSettingsPatch,
  InputModality,
  ModeGatewayAuth,
  Model,
  ModelAccessPrograms,
  ModelAvailabilityNux,
  ModelProviderSummary,
  ModelRerouteReason,
  ModelServiceTier,
  ModelUpgradeInfo,
  ModelVerification,
  MultiAgentVersion,
  NoneGatewayAuth,
  OpenaiProviderSettings,
  ProviderSettings,
  ProviderSettingsPatch,
  ReasoningEffort,
  ReasoningEffortOption,
];

export type AuthRecoveryNotification = {
  message: string;
  provider: string;
  threadId: string;
  turnId: string;
};
export const AuthRecoveryNotification: t.Type<AuthRecoveryNotification> =
  /* @__PURE__ */ rt.define<AuthRecoveryNotification>(
    'AuthRecoveryNotification',
    refs,
    '[o,{message:s,provider:s,threadId:s,turnId:s}]',
  );

export type BedrockProviderId = 'amazon-bedrock' | 'amazon-bedrock-runtime';
export const BedrockProviderId: t.Type<BedrockProviderId> =
  /* @__PURE__ */ rt.define<BedrockProviderId>(
    'BedrockProviderId',
    refs,
    '[e,["amazon-bedrock","amazon-bedrock-runtime"]]',
  );

export type BedrockProviderSettings = {
  profile?: string | null;
  region?: string | null;
  type: 'bedrock';
};
export const BedrockProviderSettings: t.Type<BedrockProviderSettings> =
  /* @__PURE__ */ rt.define<BedrockProviderSettings>(
    'BedrockProviderSettings',
    refs,
    '[o,{type:[l,bedrock]},{profile:["?",s],region:["?",s]}]',
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
  /* @__PURE__ */ rt.define<BedrockProviderSettingsPatch>(
    'BedrockProviderSettingsPatch',
    refs,
    '[o,{providerId:0,type:[l,bedrock]},{profile:["?",s],region:["?",s]}]',
  );

export type CustomGatewayProviderSettings = {
  auth: GatewayAuth;
  type: 'customGateway';
};
export const CustomGatewayProviderSettings: t.Type<CustomGatewayProviderSettings> =
  /* @__PURE__ */ rt.define<CustomGatewayProviderSettings>(
    'CustomGatewayProviderSettings',
    refs,
    '[o,{auth:6,type:[l,customGateway]}]',
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
  /* @__PURE__ */ rt.define<CustomGatewayProviderSettingsPatch>(
    'CustomGatewayProviderSettingsPatch',
    refs,
    '[o,{type:[l,customGateway]},{baseUrl:["?",s],envKey:["?",s],name:s,providerId:["?",s]}]',
  );

/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export type CyberAccessProgram = 'standard' | 'daybreakBlue' | 'daybreakRed';
/** Requested cyber treatment for an OpenAI model turn. Authorization and model-tier restrictions remain server-owned. */
export const CyberAccessProgram: t.Type<CyberAccessProgram> =
  /* @__PURE__ */ rt.define<CyberAccessProgram>(
    'CyberAccessProgram',
    refs,
    '[e,[standard,daybreakBlue,daybreakRed]]',
  );

export type GatewayAuth =
  | NoneGatewayAuth
  | {
      envKey: string;
      mode: 'environmentVariable';
    }
  | ModeGatewayAuth;
export const GatewayAuth: rt.TaggedUnionType<GatewayAuth> =
  /* @__PURE__ */ rt.defineTagged<GatewayAuth>(
    'GatewayAuth',
    refs,
    '[t,mode,{none:21,environmentVariable:[o,{envKey:s,mode:[l,environmentVariable]}],externallyConfigured:11}]',
  );

export type GcpProviderId = 'gcp';
export const GcpProviderId: t.Type<GcpProviderId> = /* @__PURE__ */ rt.define<GcpProviderId>(
  'GcpProviderId',
  refs,
  '[l,gcp]',
);

export type GcpProviderSettings = {
  /** Path on the app-server host, without credential-file contents. */
  credentialFile?: string | null;
  location?: string | null;
  projectId?: string | null;
  type: 'gcp';
};
export const GcpProviderSettings: t.Type<GcpProviderSettings> =
  /* @__PURE__ */ rt.define<GcpProviderSettings>(
    'GcpProviderSettings',
    refs,
    '[o,{type:[l,gcp]},{credentialFile:["?",s],location:["?",s],projectId:["?",s]}]',
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
  /* @__PURE__ */ rt.define<GcpProviderSettingsPatch>(
    'GcpProviderSettingsPatch',
    refs,
    '[o,{providerId:7,type:[l,gcp]},{credentialFile:["?",s],location:["?",s],projectId:["?",s]}]',
  );

/** Canonical user-input modality tags advertised by a model. */
export type InputModality = 'text' | 'image' | 'audio';
/** Canonical user-input modality tags advertised by a model. */
export const InputModality: t.Type<InputModality> = /* @__PURE__ */ rt.define<InputModality>(
  'InputModality',
  refs,
  '[e,[text,image,audio]]',
);

/** Authentication is configured outside the gateway form. Preserve it on edits. */
export type ModeGatewayAuth = {
  envKey?: string | null;
  mode: 'externallyConfigured';
};
/** Authentication is configured outside the gateway form. Preserve it on edits. */
export const ModeGatewayAuth: t.Type<ModeGatewayAuth> = /* @__PURE__ */ rt.define<ModeGatewayAuth>(
  'ModeGatewayAuth',
  refs,
  '[o,{mode:[l,externallyConfigured]},{envKey:["?",s]}]',
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
export const Model: t.Type<Model> = /* @__PURE__ */ rt.define<Model>(
  'Model',
  refs,
  '[o,{defaultReasoningEffort:25,description:s,displayName:s,hidden:b,id:s,isDefault:b,model:s,supportedReasoningEfforts:[a,26]},{additionalSpeedTiers:[a,s],availabilityNux:["?",14],availableAccessPrograms:["?",13],defaultServiceTier:["?",s],inputModalities:[a,10],modelSpecialty:["?",s],multiAgentVersion:["?",20],serviceTiers:[a,17],supportsPersonality:b,upgrade:["?",s],upgradeInfo:["?",18]}]',
);

/** Caller-specific explicit access programs advertised by model discovery. */
export type ModelAccessPrograms = {
  /** Accepted explicit selections. */
  cyber: Array<CyberAccessProgram>;
};
/** Caller-specific explicit access programs advertised by model discovery. */
export const ModelAccessPrograms: t.Type<ModelAccessPrograms> =
  /* @__PURE__ */ rt.define<ModelAccessPrograms>('ModelAccessPrograms', refs, '[o,{cyber:[a,5]}]');

export type ModelAvailabilityNux = {
  message: string;
};
export const ModelAvailabilityNux: t.Type<ModelAvailabilityNux> =
  /* @__PURE__ */ rt.define<ModelAvailabilityNux>('ModelAvailabilityNux', refs, '[o,{message:s}]');

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
export const ModelListParams: t.Type<ModelListParams> = /* @__PURE__ */ rt.define<ModelListParams>(
  'ModelListParams',
  refs,
  '[o,{},{cursor:["?",s],includeHidden:["?",b],limit:["?",i],modelProvider:["?",s]}]',
);

export type ModelListResponse = {
  data: Array<Model>;
  /** Opaque cursor to pass to the next call to continue after the last item. If None, there are no more items to return. */
  nextCursor?: string | null;
};
export const ModelListResponse: t.Type<ModelListResponse> =
  /* @__PURE__ */ rt.define<ModelListResponse>(
    'ModelListResponse',
    refs,
    '[o,{data:[a,12]},{nextCursor:["?",s]}]',
  );

export type ModelProviderCapabilitiesReadParams = { [key: string]: unknown };
export const ModelProviderCapabilitiesReadParams: t.Type<ModelProviderCapabilitiesReadParams> =
  /* @__PURE__ */ rt.define<ModelProviderCapabilitiesReadParams>(
    'ModelProviderCapabilitiesReadParams',
    refs,
    '[r,u]',
  );

export type ModelProviderCapabilitiesReadResponse = {
  imageGeneration: boolean;
  webSearch: boolean;
};
export const ModelProviderCapabilitiesReadResponse: t.Type<ModelProviderCapabilitiesReadResponse> =
  /* @__PURE__ */ rt.define<ModelProviderCapabilitiesReadResponse>(
    'ModelProviderCapabilitiesReadResponse',
    refs,
    '[o,{imageGeneration:b,webSearch:b}]',
  );

export type ModelProviderConfigWriteParams = {
  settings: ProviderSettingsPatch;
};
export const ModelProviderConfigWriteParams: t.Type<ModelProviderConfigWriteParams> =
  /* @__PURE__ */ rt.define<ModelProviderConfigWriteParams>(
    'ModelProviderConfigWriteParams',
    refs,
    '[o,{settings:24}]',
  );

export type ModelProviderConfigWriteResponse = {
  provider: ModelProviderSummary;
};
export const ModelProviderConfigWriteResponse: t.Type<ModelProviderConfigWriteResponse> =
  /* @__PURE__ */ rt.define<ModelProviderConfigWriteResponse>(
    'ModelProviderConfigWriteResponse',
    refs,
    '[o,{provider:15}]',
  );

export type ModelProviderDefaultSetParams = {
  /** Configured provider to use by default for new threads and unscoped model lists. */
  providerId: string;
};
export const ModelProviderDefaultSetParams: t.Type<ModelProviderDefaultSetParams> =
  /* @__PURE__ */ rt.define<ModelProviderDefaultSetParams>(
    'ModelProviderDefaultSetParams',
    refs,
    '[o,{providerId:s}]',
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
  /* @__PURE__ */ rt.defineTagged<ModelProviderError>(
    'ModelProviderError',
    refs,
    '[t,type,{modelProviderMismatch:[o,{currentModelProvider:s,modelProvider:s,type:[l,modelProviderMismatch]}],modelProviderNotConfigured:[o,{modelProvider:s,type:[l,modelProviderNotConfigured]}],modelProviderPolicyConflict:[o,{modelProvider:s,requiredModelProvider:s,type:[l,modelProviderPolicyConflict]}]}]',
  );

export type ModelProviderListParams = { [key: string]: unknown };
export const ModelProviderListParams: t.Type<ModelProviderListParams> =
  /* @__PURE__ */ rt.define<ModelProviderListParams>('ModelProviderListParams', refs, '[r,u]');

export type ModelProviderListResponse = {
  canChangeDefault: boolean;
  data: Array<ModelProviderSummary>;
  defaultProviderId: string;
};
export const ModelProviderListResponse: t.Type<ModelProviderListResponse> =
  /* @__PURE__ */ rt.define<ModelProviderListResponse>(
    'ModelProviderListResponse',
    refs,
    '[o,{canChangeDefault:b,data:[a,15],defaultProviderId:s}]',
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
export const ModelProviderSummary: t.Type<ModelProviderSummary> =
  /* @__PURE__ */ rt.define<ModelProviderSummary>(
    'ModelProviderSummary',
    refs,
    '[o,{canEdit:b,id:s,name:s,settings:23},{baseUrl:["?",s]}]',
  );

export type ModelRerouteReason = 'highRiskCyberActivity';
export const ModelRerouteReason: t.Type<ModelRerouteReason> =
  /* @__PURE__ */ rt.define<ModelRerouteReason>(
    'ModelRerouteReason',
    refs,
    '[l,highRiskCyberActivity]',
  );

export type ModelReroutedNotification = {
  fromModel: string;
  reason: ModelRerouteReason;
  threadId: string;
  toModel: string;
  turnId: string;
};
export const ModelReroutedNotification: t.Type<ModelReroutedNotification> =
  /* @__PURE__ */ rt.define<ModelReroutedNotification>(
    'ModelReroutedNotification',
    refs,
    '[o,{fromModel:s,reason:16,threadId:s,toModel:s,turnId:s}]',
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
  /* @__PURE__ */ rt.define<ModelSafetyBufferingUpdatedNotification>(
    'ModelSafetyBufferingUpdatedNotification',
    refs,
    '[o,{model:s,reasons:[a,s],showBufferingUi:b,threadId:s,turnId:s,useCases:[a,s]},{fasterModel:["?",s]}]',
  );

export type ModelServiceTier = {
  description: string;
  id: string;
  name: string;
};
export const ModelServiceTier: t.Type<ModelServiceTier> =
  /* @__PURE__ */ rt.define<ModelServiceTier>(
    'ModelServiceTier',
    refs,
    '[o,{description:s,id:s,name:s}]',
  );

export type ModelUpgradeInfo = {
  migrationMarkdown?: string | null;
  model: string;
  modelLink?: string | null;
  /** Informational Unix timestamp for this upgrade's scheduled retirement, if known. */
  retirementAt?: number | null;
  upgradeCopy?: string | null;
};
export const ModelUpgradeInfo: t.Type<ModelUpgradeInfo> =
  /* @__PURE__ */ rt.define<ModelUpgradeInfo>(
    'ModelUpgradeInfo',
    refs,
    '[o,{model:s},{migrationMarkdown:["?",s],modelLink:["?",s],retirementAt:["?",i],upgradeCopy:["?",s]}]',
  );

export type ModelVerification = 'trustedAccessForCyber';
export const ModelVerification: t.Type<ModelVerification> =
  /* @__PURE__ */ rt.define<ModelVerification>(
    'ModelVerification',
    refs,
    '[l,trustedAccessForCyber]',
  );

export type ModelVerificationNotification = {
  threadId: string;
  turnId: string;
  verifications: Array<ModelVerification>;
};
export const ModelVerificationNotification: t.Type<ModelVerificationNotification> =
  /* @__PURE__ */ rt.define<ModelVerificationNotification>(
    'ModelVerificationNotification',
    refs,
    '[o,{threadId:s,turnId:s,verifications:[a,19]}]',
  );

/** Multi-agent runtime supported by a model. */
export type MultiAgentVersion = 'disabled' | 'v1' | 'v2';
/** Multi-agent runtime supported by a model. */
export const MultiAgentVersion: t.Type<MultiAgentVersion> =
  /* @__PURE__ */ rt.define<MultiAgentVersion>('MultiAgentVersion', refs, '[e,[disabled,v1,v2]]');

export type NoneGatewayAuth = {
  mode: 'none';
};
export const NoneGatewayAuth: t.Type<NoneGatewayAuth> = /* @__PURE__ */ rt.define<NoneGatewayAuth>(
  'NoneGatewayAuth',
  refs,
  '[o,{mode:[l,none]}]',
);

export type OpenaiProviderSettings = {
  type: 'openai';
};
export const OpenaiProviderSettings: t.Type<OpenaiProviderSettings> =
  /* @__PURE__ */ rt.define<OpenaiProviderSettings>(
    'OpenaiProviderSettings',
    refs,
    '[o,{type:[l,openai]}]',
  );

export type ProviderSettings =
  | OpenaiProviderSettings
  | CustomGatewayProviderSettings
  | BedrockProviderSettings
  | GcpProviderSettings;
export const ProviderSettings: rt.TaggedUnionType<ProviderSettings> =
  /* @__PURE__ */ rt.defineTagged<ProviderSettings>(
    'ProviderSettings',
    refs,
    '[t,type,{openai:22,customGateway:3,bedrock:1,gcp:8}]',
  );

/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export type ProviderSettingsPatch =
  | CustomGatewayProviderSettingsPatch
  | BedrockProviderSettingsPatch
  | GcpProviderSettingsPatch;
/** Omitted patch fields preserve their values. Explicit null clears a nullable field. */
export const ProviderSettingsPatch: rt.TaggedUnionType<ProviderSettingsPatch> =
  /* @__PURE__ */ rt.defineTagged<ProviderSettingsPatch>(
    'ProviderSettingsPatch',
    refs,
    '[t,type,{customGateway:4,bedrock:2,gcp:9}]',
  );

export type ReasoningEffortOption = {
  description: string;
  reasoningEffort: ReasoningEffort;
};
export const ReasoningEffortOption: t.Type<ReasoningEffortOption> =
  /* @__PURE__ */ rt.define<ReasoningEffortOption>(
    'ReasoningEffortOption',
    refs,
    '[o,{description:s,reasoningEffort:25}]',
  );
