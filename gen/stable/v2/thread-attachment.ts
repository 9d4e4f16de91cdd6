// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

/** An independently persisted attachment associated with a thread. */
export type ThreadAttachment = {
  attachmentType: string;
  createdAt: number;
  id: string;
  identityKey: string;
  payload: unknown;
};
/** An independently persisted attachment associated with a thread. */
export const ThreadAttachment: t.Type<ThreadAttachment> = /* @__PURE__ */ rt.deferred(
  'ThreadAttachment',
  (n) =>
    rt.object<ThreadAttachment>(n, {
      attachmentType: rt.string,
      createdAt: rt.integer,
      id: rt.string,
      identityKey: rt.string,
      payload: rt.unknownValue,
    }),
);

/** Result of attempting to associate an attachment with a thread. */
export type ThreadAttachmentAddOutcome = 'created' | 'existing';
/** Result of attempting to associate an attachment with a thread. */
export const ThreadAttachmentAddOutcome: t.Type<ThreadAttachmentAddOutcome> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentAddOutcome', (n) =>
    rt.enumeration<ThreadAttachmentAddOutcome>(n, ['created', 'existing']),
  );

/** Parameters for creating or locating an attachment on its owning thread. */
export type ThreadAttachmentAddParams = {
  attachmentType: string;
  identityKey: string;
  payload: unknown;
  threadId: string;
};
/** Parameters for creating or locating an attachment on its owning thread. */
export const ThreadAttachmentAddParams: t.Type<ThreadAttachmentAddParams> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentAddParams', (n) =>
    rt.object<ThreadAttachmentAddParams>(n, {
      attachmentType: rt.string,
      identityKey: rt.string,
      payload: rt.unknownValue,
      threadId: rt.string,
    }),
  );

/** The created or existing attachment. */
export type ThreadAttachmentAddResponse = {
  attachment: ThreadAttachment;
  outcome: ThreadAttachmentAddOutcome;
};
/** The created or existing attachment. */
export const ThreadAttachmentAddResponse: t.Type<ThreadAttachmentAddResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentAddResponse', (n) =>
    rt.object<ThreadAttachmentAddResponse>(n, {
      attachment: ThreadAttachment,
      outcome: ThreadAttachmentAddOutcome,
    }),
  );

/** Parameters for listing attachments from one thread. */
export type ThreadAttachmentListParams = {
  cursor?: string | null;
  limit?: number | null;
  threadId: string;
};
/** Parameters for listing attachments from one thread. */
export const ThreadAttachmentListParams: t.Type<ThreadAttachmentListParams> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentListParams', (n) =>
    rt.object<ThreadAttachmentListParams>(
      n,
      { threadId: rt.string },
      { cursor: rt.nullable(rt.string), limit: rt.nullable(rt.integer) },
    ),
  );

/** One page of attachments associated with the requested thread. */
export type ThreadAttachmentListResponse = {
  data: Array<ThreadAttachment>;
  nextCursor?: string | null;
};
/** One page of attachments associated with the requested thread. */
export const ThreadAttachmentListResponse: t.Type<ThreadAttachmentListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentListResponse', (n) =>
    rt.object<ThreadAttachmentListResponse>(
      n,
      { data: rt.array(ThreadAttachment) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

/** The persisted attachment change represented by a notification. */
export type ThreadAttachmentOperation = 'created' | 'deleted';
/** The persisted attachment change represented by a notification. */
export const ThreadAttachmentOperation: t.Type<ThreadAttachmentOperation> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentOperation', (n) =>
    rt.enumeration<ThreadAttachmentOperation>(n, ['created', 'deleted']),
  );

/** A thread that currently owns an attachment with the requested identity. */
export type ThreadAttachmentOwner = {
  /** Whether the owning thread is archived, not whether it is currently executing a turn. */
  archived: boolean;
  threadId: string;
};
/** A thread that currently owns an attachment with the requested identity. */
export const ThreadAttachmentOwner: t.Type<ThreadAttachmentOwner> = /* @__PURE__ */ rt.deferred(
  'ThreadAttachmentOwner',
  (n) => rt.object<ThreadAttachmentOwner>(n, { archived: rt.boolean, threadId: rt.string }),
);

/** Parameters for reverse lookup by attachment identity within this server's store. */
export type ThreadAttachmentOwnerListParams = {
  /** Omitted or null returns all matches; false returns non-archived threads only. */
  archived?: boolean | null;
  attachmentType: string;
  cursor?: string | null;
  identityKey: string;
  limit?: number | null;
};
/** Parameters for reverse lookup by attachment identity within this server's store. */
export const ThreadAttachmentOwnerListParams: t.Type<ThreadAttachmentOwnerListParams> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentOwnerListParams', (n) =>
    rt.object<ThreadAttachmentOwnerListParams>(
      n,
      { attachmentType: rt.string, identityKey: rt.string },
      {
        archived: rt.nullable(rt.boolean),
        cursor: rt.nullable(rt.string),
        limit: rt.nullable(rt.integer),
      },
    ),
  );

/** One page of matching owners, including threads without their own user messages. */
export type ThreadAttachmentOwnerListResponse = {
  data: Array<ThreadAttachmentOwner>;
  nextCursor?: string | null;
};
/** One page of matching owners, including threads without their own user messages. */
export const ThreadAttachmentOwnerListResponse: t.Type<ThreadAttachmentOwnerListResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentOwnerListResponse', (n) =>
    rt.object<ThreadAttachmentOwnerListResponse>(
      n,
      { data: rt.array(ThreadAttachmentOwner) },
      { nextCursor: rt.nullable(rt.string) },
    ),
  );

/** Parameters for deleting an attachment by its stable thread-local identity. */
export type ThreadAttachmentRemoveParams = {
  attachmentType: string;
  identityKey: string;
  threadId: string;
};
/** Parameters for deleting an attachment by its stable thread-local identity. */
export const ThreadAttachmentRemoveParams: t.Type<ThreadAttachmentRemoveParams> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentRemoveParams', (n) =>
    rt.object<ThreadAttachmentRemoveParams>(n, {
      attachmentType: rt.string,
      identityKey: rt.string,
      threadId: rt.string,
    }),
  );

/** Successful deletion does not return additional attachment data. */
export type ThreadAttachmentRemoveResponse = { [key: string]: unknown };
/** Successful deletion does not return additional attachment data. */
export const ThreadAttachmentRemoveResponse: t.Type<ThreadAttachmentRemoveResponse> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentRemoveResponse', () =>
    rt.typed<ThreadAttachmentRemoveResponse>(rt.record(rt.unknownValue)),
  );

/** Notification published after a thread attachment is created or deleted. */
export type ThreadAttachmentUpdatedNotification = {
  attachmentId: string;
  attachmentType: string;
  identityKey: string;
  operation: ThreadAttachmentOperation;
  threadId: string;
};
/** Notification published after a thread attachment is created or deleted. */
export const ThreadAttachmentUpdatedNotification: t.Type<ThreadAttachmentUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('ThreadAttachmentUpdatedNotification', (n) =>
    rt.object<ThreadAttachmentUpdatedNotification>(n, {
      attachmentId: rt.string,
      attachmentType: rt.string,
      identityKey: rt.string,
      operation: ThreadAttachmentOperation,
      threadId: rt.string,
    }),
  );
