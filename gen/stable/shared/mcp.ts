// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

const refs: rt.Refs = () => [
  McpElicitationArrayType,
  McpElicitationBooleanSchema,
  McpElicitationBooleanType,
  McpElicitationConstOption,
  McpElicitationEnumSchema,
  McpElicitationLegacyTitledEnumSchema,
  McpElicitationMultiSelectEnumSchema,
  McpElicitationNumberSchema,
  McpElicitationNumberType,
  McpElicitationObjectType,
  McpElicitationPrimitiveSchema,
  McpElicitationSchema,
  McpElicitationSingleSelectEnumSchema,
  McpElicitationStringFormat,
  McpElicitationStringSchema,
  McpElicitationStringType,
  McpElicitationTitledEnumItems,
  McpElicitationTitledMultiSelectEnumSchema,
  McpElicitationTitledSingleSelectEnumSchema,
  McpElicitationUntitledEnumItems,
  McpElicitationUntitledMultiSelectEnumSchema,
  McpElicitationUntitledSingleSelectEnumSchema,
  McpServerElicitationAction,
];

export type McpElicitationArrayType = 'array';
export const McpElicitationArrayType: t.Type<McpElicitationArrayType> =
  /* @__PURE__ */ rt.define<McpElicitationArrayType>('McpElicitationArrayType', refs, '[l,array]');

export type McpElicitationBooleanSchema = {
  default?: boolean | null;
  description?: string | null;
  title?: string | null;
  type: McpElicitationBooleanType;
};
export const McpElicitationBooleanSchema: t.Type<McpElicitationBooleanSchema> =
  /* @__PURE__ */ rt.define<McpElicitationBooleanSchema>(
    'McpElicitationBooleanSchema',
    refs,
    '[o,{type:2},{default:["?",b],description:["?",s],title:["?",s]}]',
  );

export type McpElicitationBooleanType = 'boolean';
export const McpElicitationBooleanType: t.Type<McpElicitationBooleanType> =
  /* @__PURE__ */ rt.define<McpElicitationBooleanType>(
    'McpElicitationBooleanType',
    refs,
    '[l,boolean]',
  );

export type McpElicitationConstOption = {
  const: string;
  title: string;
};
export const McpElicitationConstOption: t.Type<McpElicitationConstOption> =
  /* @__PURE__ */ rt.define<McpElicitationConstOption>(
    'McpElicitationConstOption',
    refs,
    '[o,{const:s,title:s}]',
  );

export type McpElicitationEnumSchema =
  | McpElicitationSingleSelectEnumSchema
  | McpElicitationMultiSelectEnumSchema
  | McpElicitationLegacyTitledEnumSchema;
export const McpElicitationEnumSchema: t.Type<McpElicitationEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationEnumSchema>(
    'McpElicitationEnumSchema',
    refs,
    '["|",[12,6,5]]',
  );

export type McpElicitationLegacyTitledEnumSchema = {
  default?: string | null;
  description?: string | null;
  enum: Array<string>;
  enumNames?: Array<string> | null;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationLegacyTitledEnumSchema: t.Type<McpElicitationLegacyTitledEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationLegacyTitledEnumSchema>(
    'McpElicitationLegacyTitledEnumSchema',
    refs,
    '[o,{enum:[a,s],type:15},{default:["?",s],description:["?",s],enumNames:["?",[a,s]],title:["?",s]}]',
  );

export type McpElicitationMultiSelectEnumSchema =
  | McpElicitationUntitledMultiSelectEnumSchema
  | McpElicitationTitledMultiSelectEnumSchema;
export const McpElicitationMultiSelectEnumSchema: t.Type<McpElicitationMultiSelectEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationMultiSelectEnumSchema>(
    'McpElicitationMultiSelectEnumSchema',
    refs,
    '["|",[20,17]]',
  );

export type McpElicitationNumberSchema = {
  default?: number | null;
  description?: string | null;
  maximum?: number | null;
  minimum?: number | null;
  title?: string | null;
  type: McpElicitationNumberType;
};
export const McpElicitationNumberSchema: t.Type<McpElicitationNumberSchema> =
  /* @__PURE__ */ rt.define<McpElicitationNumberSchema>(
    'McpElicitationNumberSchema',
    refs,
    '[o,{type:8},{default:["?",n],description:["?",s],maximum:["?",n],minimum:["?",n],title:["?",s]}]',
  );

export type McpElicitationNumberType = 'number' | 'integer';
export const McpElicitationNumberType: t.Type<McpElicitationNumberType> =
  /* @__PURE__ */ rt.define<McpElicitationNumberType>(
    'McpElicitationNumberType',
    refs,
    '[e,[number,integer]]',
  );

export type McpElicitationObjectType = 'object';
export const McpElicitationObjectType: t.Type<McpElicitationObjectType> =
  /* @__PURE__ */ rt.define<McpElicitationObjectType>(
    'McpElicitationObjectType',
    refs,
    '[l,object]',
  );

export type McpElicitationPrimitiveSchema =
  | McpElicitationEnumSchema
  | McpElicitationStringSchema
  | McpElicitationNumberSchema
  | McpElicitationBooleanSchema;
export const McpElicitationPrimitiveSchema: t.Type<McpElicitationPrimitiveSchema> =
  /* @__PURE__ */ rt.define<McpElicitationPrimitiveSchema>(
    'McpElicitationPrimitiveSchema',
    refs,
    '["|",[4,14,7,1]]',
  );

/**
 * Typed form schema for MCP `elicitation/create` requests.
 *
 * This matches the `requestedSchema` shape from the MCP 2025-11-25 `ElicitRequestFormParams` schema.
 */
export type McpElicitationSchema = {
  $schema?: string | null;
  properties: { [key: string]: McpElicitationPrimitiveSchema };
  required?: Array<string> | null;
  type: McpElicitationObjectType;
};
/**
 * Typed form schema for MCP `elicitation/create` requests.
 *
 * This matches the `requestedSchema` shape from the MCP 2025-11-25 `ElicitRequestFormParams` schema.
 */
export const McpElicitationSchema: t.Type<McpElicitationSchema> =
  /* @__PURE__ */ rt.define<McpElicitationSchema>(
    'McpElicitationSchema',
    refs,
    '[o,{properties:[r,10],type:9},{$schema:["?",s],required:["?",[a,s]]}]',
  );

export type McpElicitationSingleSelectEnumSchema =
  | McpElicitationUntitledSingleSelectEnumSchema
  | McpElicitationTitledSingleSelectEnumSchema;
export const McpElicitationSingleSelectEnumSchema: t.Type<McpElicitationSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationSingleSelectEnumSchema>(
    'McpElicitationSingleSelectEnumSchema',
    refs,
    '["|",[21,18]]',
  );

export type McpElicitationStringFormat = 'email' | 'uri' | 'date' | 'date-time';
export const McpElicitationStringFormat: t.Type<McpElicitationStringFormat> =
  /* @__PURE__ */ rt.define<McpElicitationStringFormat>(
    'McpElicitationStringFormat',
    refs,
    '[e,[email,uri,date,"date-time"]]',
  );

export type McpElicitationStringSchema = {
  default?: string | null;
  description?: string | null;
  format?: McpElicitationStringFormat | null;
  maxLength?: number | null;
  minLength?: number | null;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationStringSchema: t.Type<McpElicitationStringSchema> =
  /* @__PURE__ */ rt.define<McpElicitationStringSchema>(
    'McpElicitationStringSchema',
    refs,
    '[o,{type:15},{default:["?",s],description:["?",s],format:["?",13],maxLength:["?",i],minLength:["?",i],title:["?",s]}]',
  );

export type McpElicitationStringType = 'string';
export const McpElicitationStringType: t.Type<McpElicitationStringType> =
  /* @__PURE__ */ rt.define<McpElicitationStringType>(
    'McpElicitationStringType',
    refs,
    '[l,string]',
  );

export type McpElicitationTitledEnumItems = {
  anyOf: Array<McpElicitationConstOption>;
};
export const McpElicitationTitledEnumItems: t.Type<McpElicitationTitledEnumItems> =
  /* @__PURE__ */ rt.define<McpElicitationTitledEnumItems>(
    'McpElicitationTitledEnumItems',
    refs,
    '[o,{anyOf:[a,3]}]',
  );

export type McpElicitationTitledMultiSelectEnumSchema = {
  default?: Array<string> | null;
  description?: string | null;
  items: McpElicitationTitledEnumItems;
  maxItems?: number | null;
  minItems?: number | null;
  title?: string | null;
  type: McpElicitationArrayType;
};
export const McpElicitationTitledMultiSelectEnumSchema: t.Type<McpElicitationTitledMultiSelectEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationTitledMultiSelectEnumSchema>(
    'McpElicitationTitledMultiSelectEnumSchema',
    refs,
    '[o,{items:16,type:0},{default:["?",[a,s]],description:["?",s],maxItems:["?",i],minItems:["?",i],title:["?",s]}]',
  );

export type McpElicitationTitledSingleSelectEnumSchema = {
  default?: string | null;
  description?: string | null;
  oneOf: Array<McpElicitationConstOption>;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationTitledSingleSelectEnumSchema: t.Type<McpElicitationTitledSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationTitledSingleSelectEnumSchema>(
    'McpElicitationTitledSingleSelectEnumSchema',
    refs,
    '[o,{oneOf:[a,3],type:15},{default:["?",s],description:["?",s],title:["?",s]}]',
  );

export type McpElicitationUntitledEnumItems = {
  enum: Array<string>;
  type: McpElicitationStringType;
};
export const McpElicitationUntitledEnumItems: t.Type<McpElicitationUntitledEnumItems> =
  /* @__PURE__ */ rt.define<McpElicitationUntitledEnumItems>(
    'McpElicitationUntitledEnumItems',
    refs,
    '[o,{enum:[a,s],type:15}]',
  );

export type McpElicitationUntitledMultiSelectEnumSchema = {
  default?: Array<string> | null;
  description?: string | null;
  items: McpElicitationUntitledEnumItems;
  maxItems?: number | null;
  minItems?: number | null;
  title?: string | null;
  type: McpElicitationArrayType;
};
export const McpElicitationUntitledMultiSelectEnumSchema: t.Type<McpElicitationUntitledMultiSelectEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationUntitledMultiSelectEnumSchema>(
    'McpElicitationUntitledMultiSelectEnumSchema',
    refs,
    '[o,{items:19,type:0},{default:["?",[a,s]],description:["?",s],maxItems:["?",i],minItems:["?",i],title:["?",s]}]',
  );

export type McpElicitationUntitledSingleSelectEnumSchema = {
  default?: string | null;
  description?: string | null;
  enum: Array<string>;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationUntitledSingleSelectEnumSchema: t.Type<McpElicitationUntitledSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.define<McpElicitationUntitledSingleSelectEnumSchema>(
    'McpElicitationUntitledSingleSelectEnumSchema',
    refs,
    '[o,{enum:[a,s],type:15},{default:["?",s],description:["?",s],title:["?",s]}]',
  );

export type McpServerElicitationAction = 'accept' | 'decline' | 'cancel';
export const McpServerElicitationAction: t.Type<McpServerElicitationAction> =
  /* @__PURE__ */ rt.define<McpServerElicitationAction>(
    'McpServerElicitationAction',
    refs,
    '[e,[accept,decline,cancel]]',
  );

export type McpServerElicitationRequestParams = {
  /** Registration scope, not necessarily the server's execution environment. */
  environmentId?: string | null;
  serverName: string;
  threadId: string;
  /**
   * Active Codex turn when this elicitation was observed, if app-server could correlate one.
   *
   * This is nullable because MCP models elicitation as a standalone server-to-client request identified by the MCP server request id. It may be triggered during a turn, but turn context is app-server correlation rather than part of the protocol identity of the elicitation itself.
   */
  turnId?: string | null;
} & (
  | {
      _meta?: unknown;
      message: string;
      mode: 'form';
      requestedSchema: McpElicitationSchema;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: 'openai/form';
      requestedSchema: unknown;
    }
  | {
      _meta?: unknown;
      message: string;
      mode: 'openaiForm';
      requestedSchema: unknown;
    }
  | {
      _meta?: unknown;
      elicitationId: string;
      message: string;
      mode: 'url';
      url: string;
    }
);
export const McpServerElicitationRequestParams: rt.TaggedUnionType<McpServerElicitationRequestParams> =
  /* @__PURE__ */ rt.defineTagged<McpServerElicitationRequestParams>(
    'McpServerElicitationRequestParams',
    refs,
    '["&",[[o,{serverName:s,threadId:s},{environmentId:["?",s],turnId:["?",s]}],[t,mode,{form:[o,{message:s,mode:[l,form],requestedSchema:11},{_meta:u}],"openai/form":[o,{message:s,mode:[l,"openai/form"],requestedSchema:u},{_meta:u}],openaiForm:[o,{message:s,mode:[l,openaiForm],requestedSchema:u},{_meta:u}],url:[o,{elicitationId:s,message:s,mode:[l,url],url:s},{_meta:u}]}]]]',
  );

export type McpServerElicitationRequestResponse = {
  /** Optional client metadata for form-mode action handling. */
  _meta?: unknown;
  action: McpServerElicitationAction;
  /**
   * Structured user input for accepted elicitations, mirroring RMCP `CreateElicitationResult`.
   *
   * This is nullable because decline/cancel responses have no content.
   */
  content?: unknown;
};
export const McpServerElicitationRequestResponse: t.Type<McpServerElicitationRequestResponse> =
  /* @__PURE__ */ rt.define<McpServerElicitationRequestResponse>(
    'McpServerElicitationRequestResponse',
    refs,
    '[o,{action:22},{_meta:u,content:u}]',
  );
