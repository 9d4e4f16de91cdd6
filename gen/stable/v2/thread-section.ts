// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

/** An independently persisted, user-visible thread section. */
export type ThreadSection = {
  /** Optional appearance synchronized across clients. */
  appearance?: ThreadSectionAppearance | null;
  /** Opaque UUIDv7 identity that remains stable when the section is renamed. */
  id: string;
  /** The current user-visible section name. */
  name: string;
};
/** An independently persisted, user-visible thread section. */
export const ThreadSection: t.Type<ThreadSection> = /* @__PURE__ */ rt.deferred(
  'ThreadSection',
  () =>
    rt.object<ThreadSection>(
      'ThreadSection',
      { id: rt.string, name: rt.string },
      { appearance: rt.nullable(rt.ref('ThreadSectionAppearance', () => ThreadSectionAppearance)) },
    ),
);

/** Extensible visual presentation for a custom thread section. */
export type ThreadSectionAppearance = {
  color?: string | null;
  icon?: string | null;
};
/** Extensible visual presentation for a custom thread section. */
export const ThreadSectionAppearance: t.Type<ThreadSectionAppearance> = /* @__PURE__ */ rt.deferred(
  'ThreadSectionAppearance',
  () =>
    rt.object<ThreadSectionAppearance>(
      'ThreadSectionAppearance',
      {},
      { color: rt.nullable(rt.string), icon: rt.nullable(rt.string) },
    ),
);

/** Broadcast after a successful move into, within, or out of a section. */
export type ThreadSectionChangedNotification = {
  /** Destination section, or `null` when the thread was removed from its section. */
  sectionId: string | null;
  threadId: string;
};
/** Broadcast after a successful move into, within, or out of a section. */
export const ThreadSectionChangedNotification: t.Type<ThreadSectionChangedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadSectionChangedNotification', () =>
    rt.object<ThreadSectionChangedNotification>('ThreadSectionChangedNotification', {
      sectionId: rt.nullable(rt.string),
      threadId: rt.string,
    }),
  );

/** Parameters for creating an independently persisted thread section. */
export type ThreadSectionCreateParams = {
  appearance?: ThreadSectionAppearance | null;
  /** The user-visible name of the section. */
  name: string;
};
/** Parameters for creating an independently persisted thread section. */
export const ThreadSectionCreateParams: t.Type<ThreadSectionCreateParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionCreateParams', () =>
    rt.object<ThreadSectionCreateParams>(
      'ThreadSectionCreateParams',
      { name: rt.string },
      { appearance: rt.nullable(rt.ref('ThreadSectionAppearance', () => ThreadSectionAppearance)) },
    ),
  );

/** The independently persisted section created by the server. */
export type ThreadSectionCreateResponse = {
  section: ThreadSection;
};
/** The independently persisted section created by the server. */
export const ThreadSectionCreateResponse: t.Type<ThreadSectionCreateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionCreateResponse', () =>
    rt.object<ThreadSectionCreateResponse>('ThreadSectionCreateResponse', {
      section: rt.ref('ThreadSection', () => ThreadSection),
    }),
  );

/** Parameters for deleting an independently persisted thread section. */
export type ThreadSectionDeleteParams = {
  /** The stable, server-generated identity of the section to delete. */
  sectionId: string;
};
/** Parameters for deleting an independently persisted thread section. */
export const ThreadSectionDeleteParams: t.Type<ThreadSectionDeleteParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionDeleteParams', () =>
    rt.object<ThreadSectionDeleteParams>('ThreadSectionDeleteParams', { sectionId: rt.string }),
  );

/** Successful deletion does not return additional section data. */
export type ThreadSectionDeleteResponse = { [key: string]: unknown };
/** Successful deletion does not return additional section data. */
export const ThreadSectionDeleteResponse: t.Type<ThreadSectionDeleteResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionDeleteResponse', () =>
    rt.typed<ThreadSectionDeleteResponse>(rt.record(rt.unknownValue)),
  );

/** Parameters for listing independently persisted thread sections. */
export type ThreadSectionListParams = {
  /** Opaque pagination cursor returned by a previous call. */
  cursor?: string | null;
  /** Maximum number of sections to return. */
  limit?: number | null;
};
/** Parameters for listing independently persisted thread sections. */
export const ThreadSectionListParams: t.Type<ThreadSectionListParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSectionListParams',
  () =>
    rt.object<ThreadSectionListParams>(
      'ThreadSectionListParams',
      {},
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
);

/** One page of independently persisted thread sections. */
export type ThreadSectionListResponse = {
  data: Array<ThreadSection>;
  /** Opaque cursor for the next page, or `null` when no sections remain. */
  nextCursor?: string | null;
};
/** One page of independently persisted thread sections. */
export const ThreadSectionListResponse: t.Type<ThreadSectionListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionListResponse', () =>
    rt.object<ThreadSectionListResponse>(
      'ThreadSectionListResponse',
      { data: rt.array(rt.ref('ThreadSection', () => ThreadSection)) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

/** Parameters for moving a thread within a server-owned section ordering. */
export type ThreadSectionMoveParams = {
  /** Existing thread to insert before; omission or null appends to the section. */
  beforeThreadId?: string | null;
  /** Destination section, or `null` to remove the thread from its section. */
  sectionId: string | null;
  /** Thread to move into, within, or out of a section. */
  threadId: string;
};
/** Parameters for moving a thread within a server-owned section ordering. */
export const ThreadSectionMoveParams: t.Type<ThreadSectionMoveParams> = /* @__PURE__ */ rt.deferred(
  'ThreadSectionMoveParams',
  () =>
    rt.object<ThreadSectionMoveParams>(
      'ThreadSectionMoveParams',
      { sectionId: rt.nullable(rt.string), threadId: rt.string },
      { beforeThreadId: rt.nullable(rt.string) },
    ),
);

export type ThreadSectionMoveResponse = { [key: string]: unknown };
export const ThreadSectionMoveResponse: t.Type<ThreadSectionMoveResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionMoveResponse', () =>
    rt.typed<ThreadSectionMoveResponse>(rt.record(rt.unknownValue)),
  );

/** Parameters for updating an independently persisted thread section. */
export type ThreadSectionUpdateParams = {
  /** Omit to preserve appearance, use `null` to clear it, or provide a replacement. */
  appearance?: ThreadSectionAppearance | null;
  /** The updated user-visible name of the section. */
  name: string;
  /** The stable, server-generated identity of the section to update. */
  sectionId: string;
};
/** Parameters for updating an independently persisted thread section. */
export const ThreadSectionUpdateParams: t.Type<ThreadSectionUpdateParams> =
  /* @__PURE__ */ rt.deferred('ThreadSectionUpdateParams', () =>
    rt.object<ThreadSectionUpdateParams>(
      'ThreadSectionUpdateParams',
      { name: rt.string, sectionId: rt.string },
      { appearance: rt.nullable(rt.ref('ThreadSectionAppearance', () => ThreadSectionAppearance)) },
    ),
  );

/** The independently persisted section after its name is updated. */
export type ThreadSectionUpdateResponse = {
  section: ThreadSection;
};
/** The independently persisted section after its name is updated. */
export const ThreadSectionUpdateResponse: t.Type<ThreadSectionUpdateResponse> =
  /* @__PURE__ */ rt.deferred('ThreadSectionUpdateResponse', () =>
    rt.object<ThreadSectionUpdateResponse>('ThreadSectionUpdateResponse', {
      section: rt.ref('ThreadSection', () => ThreadSection),
    }),
  );
