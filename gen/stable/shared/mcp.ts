// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

export type McpElicitationArrayType = 'array';
export const McpElicitationArrayType: t.Type<McpElicitationArrayType> = /* @__PURE__ */ rt.deferred(
  'McpElicitationArrayType',
  () => rt.typed<McpElicitationArrayType>(rt.literal('array')),
);

export type McpElicitationBooleanSchema = {
  default?: boolean | null;
  description?: string | null;
  title?: string | null;
  type: McpElicitationBooleanType;
};
export const McpElicitationBooleanSchema: t.Type<McpElicitationBooleanSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationBooleanSchema', (n) =>
    rt.object<McpElicitationBooleanSchema>(
      n,
      { type: McpElicitationBooleanType },
      {
        default: rt.nullable(rt.boolean),
        description: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationBooleanType = 'boolean';
export const McpElicitationBooleanType: t.Type<McpElicitationBooleanType> =
  /* @__PURE__ */ rt.deferred('McpElicitationBooleanType', () =>
    rt.typed<McpElicitationBooleanType>(rt.literal('boolean')),
  );

export type McpElicitationConstOption = {
  const: string;
  title: string;
};
export const McpElicitationConstOption: t.Type<McpElicitationConstOption> =
  /* @__PURE__ */ rt.deferred('McpElicitationConstOption', (n) =>
    rt.object<McpElicitationConstOption>(n, { const: rt.string, title: rt.string }),
  );

export type McpElicitationEnumSchema =
  | McpElicitationSingleSelectEnumSchema
  | McpElicitationMultiSelectEnumSchema
  | McpElicitationLegacyTitledEnumSchema;
export const McpElicitationEnumSchema: t.Type<McpElicitationEnumSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationEnumSchema', (n) =>
    rt.union<McpElicitationEnumSchema>(n, [
      McpElicitationSingleSelectEnumSchema,
      McpElicitationMultiSelectEnumSchema,
      McpElicitationLegacyTitledEnumSchema,
    ]),
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
  /* @__PURE__ */ rt.deferred('McpElicitationLegacyTitledEnumSchema', (n) =>
    rt.object<McpElicitationLegacyTitledEnumSchema>(
      n,
      { enum: rt.array(rt.string), type: McpElicitationStringType },
      {
        default: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        enumNames: rt.nullable(rt.array(rt.string)),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationMultiSelectEnumSchema =
  | McpElicitationUntitledMultiSelectEnumSchema
  | McpElicitationTitledMultiSelectEnumSchema;
export const McpElicitationMultiSelectEnumSchema: t.Type<McpElicitationMultiSelectEnumSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationMultiSelectEnumSchema', (n) =>
    rt.union<McpElicitationMultiSelectEnumSchema>(n, [
      McpElicitationUntitledMultiSelectEnumSchema,
      McpElicitationTitledMultiSelectEnumSchema,
    ]),
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
  /* @__PURE__ */ rt.deferred('McpElicitationNumberSchema', (n) =>
    rt.object<McpElicitationNumberSchema>(
      n,
      { type: McpElicitationNumberType },
      {
        default: rt.nullable(rt.number),
        description: rt.nullable(rt.string),
        maximum: rt.nullable(rt.number),
        minimum: rt.nullable(rt.number),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationNumberType = 'number' | 'integer';
export const McpElicitationNumberType: t.Type<McpElicitationNumberType> =
  /* @__PURE__ */ rt.deferred('McpElicitationNumberType', (n) =>
    rt.enumeration<McpElicitationNumberType>(n, ['number', 'integer']),
  );

export type McpElicitationObjectType = 'object';
export const McpElicitationObjectType: t.Type<McpElicitationObjectType> =
  /* @__PURE__ */ rt.deferred('McpElicitationObjectType', () =>
    rt.typed<McpElicitationObjectType>(rt.literal('object')),
  );

export type McpElicitationPrimitiveSchema =
  | McpElicitationEnumSchema
  | McpElicitationStringSchema
  | McpElicitationNumberSchema
  | McpElicitationBooleanSchema;
export const McpElicitationPrimitiveSchema: t.Type<McpElicitationPrimitiveSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationPrimitiveSchema', (n) =>
    rt.union<McpElicitationPrimitiveSchema>(n, [
      McpElicitationEnumSchema,
      McpElicitationStringSchema,
      McpElicitationNumberSchema,
      McpElicitationBooleanSchema,
    ]),
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
export const McpElicitationSchema: t.Type<McpElicitationSchema> = /* @__PURE__ */ rt.deferred(
  'McpElicitationSchema',
  (n) =>
    rt.object<McpElicitationSchema>(
      n,
      { properties: rt.record(McpElicitationPrimitiveSchema), type: McpElicitationObjectType },
      { $schema: rt.nullable(rt.string), required: rt.nullable(rt.array(rt.string)) },
    ),
);

export type McpElicitationSingleSelectEnumSchema =
  | McpElicitationUntitledSingleSelectEnumSchema
  | McpElicitationTitledSingleSelectEnumSchema;
export const McpElicitationSingleSelectEnumSchema: t.Type<McpElicitationSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationSingleSelectEnumSchema', (n) =>
    rt.union<McpElicitationSingleSelectEnumSchema>(n, [
      McpElicitationUntitledSingleSelectEnumSchema,
      McpElicitationTitledSingleSelectEnumSchema,
    ]),
  );

export type McpElicitationStringFormat = 'email' | 'uri' | 'date' | 'date-time';
export const McpElicitationStringFormat: t.Type<McpElicitationStringFormat> =
  /* @__PURE__ */ rt.deferred('McpElicitationStringFormat', (n) =>
    rt.enumeration<McpElicitationStringFormat>(n, ['email', 'uri', 'date', 'date-time']),
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
  /* @__PURE__ */ rt.deferred('McpElicitationStringSchema', (n) =>
    rt.object<McpElicitationStringSchema>(
      n,
      { type: McpElicitationStringType },
      {
        default: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        format: rt.nullable(McpElicitationStringFormat),
        maxLength: rt.nullable(rt.integer),
        minLength: rt.nullable(rt.integer),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationStringType = 'string';
export const McpElicitationStringType: t.Type<McpElicitationStringType> =
  /* @__PURE__ */ rt.deferred('McpElicitationStringType', () =>
    rt.typed<McpElicitationStringType>(rt.literal('string')),
  );

export type McpElicitationTitledEnumItems = {
  anyOf: Array<McpElicitationConstOption>;
};
export const McpElicitationTitledEnumItems: t.Type<McpElicitationTitledEnumItems> =
  /* @__PURE__ */ rt.deferred('McpElicitationTitledEnumItems', (n) =>
    rt.object<McpElicitationTitledEnumItems>(n, { anyOf: rt.array(McpElicitationConstOption) }),
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
  /* @__PURE__ */ rt.deferred('McpElicitationTitledMultiSelectEnumSchema', (n) =>
    rt.object<McpElicitationTitledMultiSelectEnumSchema>(
      n,
      { items: McpElicitationTitledEnumItems, type: McpElicitationArrayType },
      {
        default: rt.nullable(rt.array(rt.string)),
        description: rt.nullable(rt.string),
        maxItems: rt.nullable(rt.integer),
        minItems: rt.nullable(rt.integer),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationTitledSingleSelectEnumSchema = {
  default?: string | null;
  description?: string | null;
  oneOf: Array<McpElicitationConstOption>;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationTitledSingleSelectEnumSchema: t.Type<McpElicitationTitledSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationTitledSingleSelectEnumSchema', (n) =>
    rt.object<McpElicitationTitledSingleSelectEnumSchema>(
      n,
      { oneOf: rt.array(McpElicitationConstOption), type: McpElicitationStringType },
      {
        default: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationUntitledEnumItems = {
  enum: Array<string>;
  type: McpElicitationStringType;
};
export const McpElicitationUntitledEnumItems: t.Type<McpElicitationUntitledEnumItems> =
  /* @__PURE__ */ rt.deferred('McpElicitationUntitledEnumItems', (n) =>
    rt.object<McpElicitationUntitledEnumItems>(n, {
      enum: rt.array(rt.string),
      type: McpElicitationStringType,
    }),
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
  /* @__PURE__ */ rt.deferred('McpElicitationUntitledMultiSelectEnumSchema', (n) =>
    rt.object<McpElicitationUntitledMultiSelectEnumSchema>(
      n,
      { items: McpElicitationUntitledEnumItems, type: McpElicitationArrayType },
      {
        default: rt.nullable(rt.array(rt.string)),
        description: rt.nullable(rt.string),
        maxItems: rt.nullable(rt.integer),
        minItems: rt.nullable(rt.integer),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpElicitationUntitledSingleSelectEnumSchema = {
  default?: string | null;
  description?: string | null;
  enum: Array<string>;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationUntitledSingleSelectEnumSchema: t.Type<McpElicitationUntitledSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.deferred('McpElicitationUntitledSingleSelectEnumSchema', (n) =>
    rt.object<McpElicitationUntitledSingleSelectEnumSchema>(
      n,
      { enum: rt.array(rt.string), type: McpElicitationStringType },
      {
        default: rt.nullable(rt.string),
        description: rt.nullable(rt.string),
        title: rt.nullable(rt.string),
      },
    ),
  );

export type McpServerElicitationAction = 'accept' | 'decline' | 'cancel';
export const McpServerElicitationAction: t.Type<McpServerElicitationAction> =
  /* @__PURE__ */ rt.deferred('McpServerElicitationAction', (n) =>
    rt.enumeration<McpServerElicitationAction>(n, ['accept', 'decline', 'cancel']),
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
  /* @__PURE__ */ rt.deferredTagged('McpServerElicitationRequestParams', (n) =>
    rt.taggedIntersection<McpServerElicitationRequestParams>(
      n,
      [
        rt.object(
          n,
          { serverName: rt.string, threadId: rt.string },
          { environmentId: rt.nullable(rt.string), turnId: rt.nullable(rt.string) },
        ),
      ],
      rt.taggedUnion(n, 'mode', {
        form: rt.object(
          `${n}:form`,
          { message: rt.string, mode: rt.literal('form'), requestedSchema: McpElicitationSchema },
          { _meta: rt.unknownValue },
        ),
        'openai/form': rt.object(
          `${n}:openai/form`,
          { message: rt.string, mode: rt.literal('openai/form'), requestedSchema: rt.unknownValue },
          { _meta: rt.unknownValue },
        ),
        openaiForm: rt.object(
          `${n}:openaiForm`,
          { message: rt.string, mode: rt.literal('openaiForm'), requestedSchema: rt.unknownValue },
          { _meta: rt.unknownValue },
        ),
        url: rt.object(
          `${n}:url`,
          { elicitationId: rt.string, message: rt.string, mode: rt.literal('url'), url: rt.string },
          { _meta: rt.unknownValue },
        ),
      }),
    ),
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
  /* @__PURE__ */ rt.deferred('McpServerElicitationRequestResponse', (n) =>
    rt.object<McpServerElicitationRequestResponse>(
      n,
      { action: McpServerElicitationAction },
      { _meta: rt.unknownValue, content: rt.unknownValue },
    ),
  );
