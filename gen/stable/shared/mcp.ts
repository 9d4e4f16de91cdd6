// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import * as t from 'io-ts';
import * as rt from '../../../lib/protocol/codec-runtime.js';

export type McpElicitationArrayType = 'array';
export const McpElicitationArrayType: t.Type<McpElicitationArrayType> = /* @__PURE__ */ rt.lazy(
  'McpElicitationArrayType',
  () => t.literal('array'),
);

export type McpElicitationBooleanSchema = {
  default?: boolean | null;
  description?: string | null;
  title?: string | null;
  type: McpElicitationBooleanType;
};
export const McpElicitationBooleanSchema: t.Type<McpElicitationBooleanSchema> =
  /* @__PURE__ */ rt.lazy('McpElicitationBooleanSchema', () =>
    t.intersection([
      t.type({ type: McpElicitationBooleanType }),
      t.partial({
        default: rt.nullable(t.boolean),
        description: rt.nullable(t.string),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationBooleanType = 'boolean';
export const McpElicitationBooleanType: t.Type<McpElicitationBooleanType> = /* @__PURE__ */ rt.lazy(
  'McpElicitationBooleanType',
  () => t.literal('boolean'),
);

export type McpElicitationConstOption = {
  const: string;
  title: string;
};
export const McpElicitationConstOption: t.Type<McpElicitationConstOption> = /* @__PURE__ */ rt.lazy(
  'McpElicitationConstOption',
  () => t.type({ const: t.string, title: t.string }),
);

export type McpElicitationEnumSchema =
  | McpElicitationSingleSelectEnumSchema
  | McpElicitationMultiSelectEnumSchema
  | McpElicitationLegacyTitledEnumSchema;
export const McpElicitationEnumSchema: t.Type<McpElicitationEnumSchema> = /* @__PURE__ */ rt.lazy(
  'McpElicitationEnumSchema',
  () =>
    t.union([
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
  /* @__PURE__ */ rt.lazy('McpElicitationLegacyTitledEnumSchema', () =>
    t.intersection([
      t.type({ enum: t.array(t.string), type: McpElicitationStringType }),
      t.partial({
        default: rt.nullable(t.string),
        description: rt.nullable(t.string),
        enumNames: rt.nullable(t.array(t.string)),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationMultiSelectEnumSchema =
  | McpElicitationUntitledMultiSelectEnumSchema
  | McpElicitationTitledMultiSelectEnumSchema;
export const McpElicitationMultiSelectEnumSchema: t.Type<McpElicitationMultiSelectEnumSchema> =
  /* @__PURE__ */ rt.lazy('McpElicitationMultiSelectEnumSchema', () =>
    t.union([
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
  /* @__PURE__ */ rt.lazy('McpElicitationNumberSchema', () =>
    t.intersection([
      t.type({ type: McpElicitationNumberType }),
      t.partial({
        default: rt.nullable(t.number),
        description: rt.nullable(t.string),
        maximum: rt.nullable(t.number),
        minimum: rt.nullable(t.number),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationNumberType = 'number' | 'integer';
export const McpElicitationNumberType: t.Type<McpElicitationNumberType> = /* @__PURE__ */ rt.lazy(
  'McpElicitationNumberType',
  () => rt.openEnum(t.keyof({ number: null, integer: null })),
);

export type McpElicitationObjectType = 'object';
export const McpElicitationObjectType: t.Type<McpElicitationObjectType> = /* @__PURE__ */ rt.lazy(
  'McpElicitationObjectType',
  () => t.literal('object'),
);

export type McpElicitationPrimitiveSchema =
  | McpElicitationEnumSchema
  | McpElicitationStringSchema
  | McpElicitationNumberSchema
  | McpElicitationBooleanSchema;
export const McpElicitationPrimitiveSchema: t.Type<McpElicitationPrimitiveSchema> =
  /* @__PURE__ */ rt.lazy('McpElicitationPrimitiveSchema', () =>
    t.union([
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
export const McpElicitationSchema: t.Type<McpElicitationSchema> = /* @__PURE__ */ rt.lazy(
  'McpElicitationSchema',
  () =>
    t.intersection([
      t.type({
        properties: t.record(t.string, McpElicitationPrimitiveSchema),
        type: McpElicitationObjectType,
      }),
      t.partial({ $schema: rt.nullable(t.string), required: rt.nullable(t.array(t.string)) }),
    ]),
);

export type McpElicitationSingleSelectEnumSchema =
  | McpElicitationUntitledSingleSelectEnumSchema
  | McpElicitationTitledSingleSelectEnumSchema;
export const McpElicitationSingleSelectEnumSchema: t.Type<McpElicitationSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.lazy('McpElicitationSingleSelectEnumSchema', () =>
    t.union([
      McpElicitationUntitledSingleSelectEnumSchema,
      McpElicitationTitledSingleSelectEnumSchema,
    ]),
  );

export type McpElicitationStringFormat = 'email' | 'uri' | 'date' | 'date-time';
export const McpElicitationStringFormat: t.Type<McpElicitationStringFormat> =
  /* @__PURE__ */ rt.lazy('McpElicitationStringFormat', () =>
    rt.openEnum(t.keyof({ email: null, uri: null, date: null, 'date-time': null })),
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
  /* @__PURE__ */ rt.lazy('McpElicitationStringSchema', () =>
    t.intersection([
      t.type({ type: McpElicitationStringType }),
      t.partial({
        default: rt.nullable(t.string),
        description: rt.nullable(t.string),
        format: rt.nullable(McpElicitationStringFormat),
        maxLength: rt.nullable(rt.integer),
        minLength: rt.nullable(rt.integer),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationStringType = 'string';
export const McpElicitationStringType: t.Type<McpElicitationStringType> = /* @__PURE__ */ rt.lazy(
  'McpElicitationStringType',
  () => t.literal('string'),
);

export type McpElicitationTitledEnumItems = {
  anyOf: Array<McpElicitationConstOption>;
};
export const McpElicitationTitledEnumItems: t.Type<McpElicitationTitledEnumItems> =
  /* @__PURE__ */ rt.lazy('McpElicitationTitledEnumItems', () =>
    t.type({ anyOf: t.array(McpElicitationConstOption) }),
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
  /* @__PURE__ */ rt.lazy('McpElicitationTitledMultiSelectEnumSchema', () =>
    t.intersection([
      t.type({ items: McpElicitationTitledEnumItems, type: McpElicitationArrayType }),
      t.partial({
        default: rt.nullable(t.array(t.string)),
        description: rt.nullable(t.string),
        maxItems: rt.nullable(rt.integer),
        minItems: rt.nullable(rt.integer),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationTitledSingleSelectEnumSchema = {
  default?: string | null;
  description?: string | null;
  oneOf: Array<McpElicitationConstOption>;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationTitledSingleSelectEnumSchema: t.Type<McpElicitationTitledSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.lazy('McpElicitationTitledSingleSelectEnumSchema', () =>
    t.intersection([
      t.type({ oneOf: t.array(McpElicitationConstOption), type: McpElicitationStringType }),
      t.partial({
        default: rt.nullable(t.string),
        description: rt.nullable(t.string),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationUntitledEnumItems = {
  enum: Array<string>;
  type: McpElicitationStringType;
};
export const McpElicitationUntitledEnumItems: t.Type<McpElicitationUntitledEnumItems> =
  /* @__PURE__ */ rt.lazy('McpElicitationUntitledEnumItems', () =>
    t.type({ enum: t.array(t.string), type: McpElicitationStringType }),
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
  /* @__PURE__ */ rt.lazy('McpElicitationUntitledMultiSelectEnumSchema', () =>
    t.intersection([
      t.type({ items: McpElicitationUntitledEnumItems, type: McpElicitationArrayType }),
      t.partial({
        default: rt.nullable(t.array(t.string)),
        description: rt.nullable(t.string),
        maxItems: rt.nullable(rt.integer),
        minItems: rt.nullable(rt.integer),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpElicitationUntitledSingleSelectEnumSchema = {
  default?: string | null;
  description?: string | null;
  enum: Array<string>;
  title?: string | null;
  type: McpElicitationStringType;
};
export const McpElicitationUntitledSingleSelectEnumSchema: t.Type<McpElicitationUntitledSingleSelectEnumSchema> =
  /* @__PURE__ */ rt.lazy('McpElicitationUntitledSingleSelectEnumSchema', () =>
    t.intersection([
      t.type({ enum: t.array(t.string), type: McpElicitationStringType }),
      t.partial({
        default: rt.nullable(t.string),
        description: rt.nullable(t.string),
        title: rt.nullable(t.string),
      }),
    ]),
  );

export type McpServerElicitationAction = 'accept' | 'decline' | 'cancel';
export const McpServerElicitationAction: t.Type<McpServerElicitationAction> =
  /* @__PURE__ */ rt.lazy('McpServerElicitationAction', () =>
    rt.openEnum(t.keyof({ accept: null, decline: null, cancel: null })),
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
  /* @__PURE__ */ rt.lazyTagged('McpServerElicitationRequestParams', () =>
    rt.withTags(
      t.intersection(
        [
          t.intersection([
            t.type({ serverName: t.string, threadId: t.string }),
            t.partial({ environmentId: rt.nullable(t.string), turnId: rt.nullable(t.string) }),
          ]),
          rt.taggedUnion(
            'mode',
            {
              form: t.intersection([
                t.type({
                  message: t.string,
                  mode: t.literal('form'),
                  requestedSchema: McpElicitationSchema,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              'openai/form': t.intersection([
                t.type({
                  message: t.string,
                  mode: t.literal('openai/form'),
                  requestedSchema: rt.jsonValue,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              openaiForm: t.intersection([
                t.type({
                  message: t.string,
                  mode: t.literal('openaiForm'),
                  requestedSchema: rt.jsonValue,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
              url: t.intersection([
                t.type({
                  elicitationId: t.string,
                  message: t.string,
                  mode: t.literal('url'),
                  url: t.string,
                }),
                t.partial({ _meta: rt.jsonValue }),
              ]),
            },
            'McpServerElicitationRequestParams',
          ),
        ],
        'McpServerElicitationRequestParams',
      ),
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
  /* @__PURE__ */ rt.lazy('McpServerElicitationRequestResponse', () =>
    t.intersection([
      t.type({ action: McpServerElicitationAction }),
      t.partial({ _meta: rt.jsonValue, content: rt.jsonValue }),
    ]),
  );
