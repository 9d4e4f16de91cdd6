// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../runtime/index.js';

export type AddPatchChangeKind = {
  type: 'add';
};
export const AddPatchChangeKind: t.Type<AddPatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'AddPatchChangeKind',
  () => rt.object<AddPatchChangeKind>('AddPatchChangeKind', { type: rt.literal('add') }),
);

export type DeletePatchChangeKind = {
  type: 'delete';
};
export const DeletePatchChangeKind: t.Type<DeletePatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'DeletePatchChangeKind',
  () => rt.object<DeletePatchChangeKind>('DeletePatchChangeKind', { type: rt.literal('delete') }),
);

/**
 * Deprecated legacy notification for `apply_patch` textual output.
 *
 * The server no longer emits this notification.
 */
export type FileChangeOutputDeltaNotification = {
  delta: string;
  itemId: string;
  threadId: string;
  turnId: string;
};
/**
 * Deprecated legacy notification for `apply_patch` textual output.
 *
 * The server no longer emits this notification.
 */
export const FileChangeOutputDeltaNotification: t.Type<FileChangeOutputDeltaNotification> =
  /* @__PURE__ */ rt.deferred('FileChangeOutputDeltaNotification', () =>
    rt.object<FileChangeOutputDeltaNotification>('FileChangeOutputDeltaNotification', {
      delta: rt.string,
      itemId: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type FileChangePatchUpdatedNotification = {
  changes: Array<FileUpdateChange>;
  itemId: string;
  threadId: string;
  turnId: string;
};
export const FileChangePatchUpdatedNotification: t.Type<FileChangePatchUpdatedNotification> =
  /* @__PURE__ */ rt.deferred('FileChangePatchUpdatedNotification', () =>
    rt.object<FileChangePatchUpdatedNotification>('FileChangePatchUpdatedNotification', {
      changes: rt.array(rt.ref('FileUpdateChange', () => FileUpdateChange)),
      itemId: rt.string,
      threadId: rt.string,
      turnId: rt.string,
    }),
  );

export type FileSystemAccessMode = 'read' | 'write' | 'deny';
export const FileSystemAccessMode: t.Type<FileSystemAccessMode> = /* @__PURE__ */ rt.deferred(
  'FileSystemAccessMode',
  () => rt.enumeration<FileSystemAccessMode>('FileSystemAccessMode', ['read', 'write', 'deny']),
);

export type FileUpdateChange = {
  diff: string;
  kind: PatchChangeKind;
  path: string;
};
export const FileUpdateChange: t.Type<FileUpdateChange> = /* @__PURE__ */ rt.deferred(
  'FileUpdateChange',
  () =>
    rt.object<FileUpdateChange>('FileUpdateChange', {
      diff: rt.string,
      kind: rt.ref('PatchChangeKind', () => PatchChangeKind),
      path: rt.string,
    }),
);

export type GlobPatternFileSystemPath = {
  pattern: string;
  type: 'glob_pattern';
};
export const GlobPatternFileSystemPath: t.Type<GlobPatternFileSystemPath> =
  /* @__PURE__ */ rt.deferred('GlobPatternFileSystemPath', () =>
    rt.object<GlobPatternFileSystemPath>('GlobPatternFileSystemPath', {
      pattern: rt.string,
      type: rt.literal('glob_pattern'),
    }),
  );

export type MinimalFileSystemSpecialPath = {
  kind: 'minimal';
};
export const MinimalFileSystemSpecialPath: t.Type<MinimalFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('MinimalFileSystemSpecialPath', () =>
    rt.object<MinimalFileSystemSpecialPath>('MinimalFileSystemSpecialPath', {
      kind: rt.literal('minimal'),
    }),
  );

export type PatchChangeKind = AddPatchChangeKind | DeletePatchChangeKind | UpdatePatchChangeKind;
export const PatchChangeKind: rt.TaggedUnionType<PatchChangeKind> =
  /* @__PURE__ */ rt.deferredTagged('PatchChangeKind', () =>
    rt.taggedUnion<PatchChangeKind>('PatchChangeKind', 'type', {
      add: rt.ref('AddPatchChangeKind', () => AddPatchChangeKind),
      delete: rt.ref('DeletePatchChangeKind', () => DeletePatchChangeKind),
      update: rt.ref('UpdatePatchChangeKind', () => UpdatePatchChangeKind),
    }),
  );

export type RootFileSystemSpecialPath = {
  kind: 'root';
};
export const RootFileSystemSpecialPath: t.Type<RootFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('RootFileSystemSpecialPath', () =>
    rt.object<RootFileSystemSpecialPath>('RootFileSystemSpecialPath', { kind: rt.literal('root') }),
  );

export type SlashTmpFileSystemSpecialPath = {
  kind: 'slash_tmp';
};
export const SlashTmpFileSystemSpecialPath: t.Type<SlashTmpFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('SlashTmpFileSystemSpecialPath', () =>
    rt.object<SlashTmpFileSystemSpecialPath>('SlashTmpFileSystemSpecialPath', {
      kind: rt.literal('slash_tmp'),
    }),
  );

export type TmpdirFileSystemSpecialPath = {
  kind: 'tmpdir';
};
export const TmpdirFileSystemSpecialPath: t.Type<TmpdirFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('TmpdirFileSystemSpecialPath', () =>
    rt.object<TmpdirFileSystemSpecialPath>('TmpdirFileSystemSpecialPath', {
      kind: rt.literal('tmpdir'),
    }),
  );

export type UpdatePatchChangeKind = {
  move_path?: string | null;
  type: 'update';
};
export const UpdatePatchChangeKind: t.Type<UpdatePatchChangeKind> = /* @__PURE__ */ rt.deferred(
  'UpdatePatchChangeKind',
  () =>
    rt.object<UpdatePatchChangeKind>(
      'UpdatePatchChangeKind',
      { type: rt.literal('update') },
      { move_path: rt.nullable(rt.string) },
    ),
);
