// GENERATED CODE! DO NOT MODIFY BY HAND!
// Generator: codex-rx lib/codegen (`npm run gen`)
// Schema: schema/stable/codex_app_server_protocol.schemas.json
// Codex version: 0.171.0 (`codex app-server generate-json-schema`)
/* eslint-disable */

import type * as t from 'io-ts';
import * as rt from '../../../lib/protocol/runtime/index.js';

import { LegacyAppPathString, PatchChangeKind } from './misc-2.js';

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

export type FileSystemPath = PathFileSystemPath | GlobPatternFileSystemPath | SpecialFileSystemPath;
export const FileSystemPath: rt.TaggedUnionType<FileSystemPath> = /* @__PURE__ */ rt.deferredTagged(
  'FileSystemPath',
  () =>
    rt.taggedUnion<FileSystemPath>('FileSystemPath', 'type', {
      path: rt.ref('PathFileSystemPath', () => PathFileSystemPath),
      glob_pattern: rt.ref('GlobPatternFileSystemPath', () => GlobPatternFileSystemPath),
      special: rt.ref('SpecialFileSystemPath', () => SpecialFileSystemPath),
    }),
);

export type FileSystemSandboxEntry = {
  access: FileSystemAccessMode;
  path: FileSystemPath;
};
export const FileSystemSandboxEntry: t.Type<FileSystemSandboxEntry> = /* @__PURE__ */ rt.deferred(
  'FileSystemSandboxEntry',
  () =>
    rt.object<FileSystemSandboxEntry>('FileSystemSandboxEntry', {
      access: rt.ref('FileSystemAccessMode', () => FileSystemAccessMode),
      path: rt.ref('FileSystemPath', () => FileSystemPath),
    }),
);

export type FileSystemSpecialPath =
  | RootFileSystemSpecialPath
  | MinimalFileSystemSpecialPath
  | KindFileSystemSpecialPath
  | TmpdirFileSystemSpecialPath
  | SlashTmpFileSystemSpecialPath
  | {
      kind: 'unknown';
      path: string;
      subpath?: LegacyAppPathString | null;
    };
export const FileSystemSpecialPath: rt.TaggedUnionType<FileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferredTagged('FileSystemSpecialPath', () =>
    rt.taggedUnion<FileSystemSpecialPath>('FileSystemSpecialPath', 'kind', {
      root: rt.ref('RootFileSystemSpecialPath', () => RootFileSystemSpecialPath),
      minimal: rt.ref('MinimalFileSystemSpecialPath', () => MinimalFileSystemSpecialPath),
      project_roots: rt.ref('KindFileSystemSpecialPath', () => KindFileSystemSpecialPath),
      tmpdir: rt.ref('TmpdirFileSystemSpecialPath', () => TmpdirFileSystemSpecialPath),
      slash_tmp: rt.ref('SlashTmpFileSystemSpecialPath', () => SlashTmpFileSystemSpecialPath),
      unknown: rt.object(
        'FileSystemSpecialPath:unknown',
        { kind: rt.literal('unknown'), path: rt.string },
        { subpath: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)) },
      ),
    }),
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

export type KindFileSystemSpecialPath = {
  kind: 'project_roots';
  subpath?: LegacyAppPathString | null;
};
export const KindFileSystemSpecialPath: t.Type<KindFileSystemSpecialPath> =
  /* @__PURE__ */ rt.deferred('KindFileSystemSpecialPath', () =>
    rt.object<KindFileSystemSpecialPath>(
      'KindFileSystemSpecialPath',
      { kind: rt.literal('project_roots') },
      { subpath: rt.nullable(rt.ref('LegacyAppPathString', () => LegacyAppPathString)) },
    ),
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

export type PathFileSystemPath = {
  path: LegacyAppPathString;
  type: 'path';
};
export const PathFileSystemPath: t.Type<PathFileSystemPath> = /* @__PURE__ */ rt.deferred(
  'PathFileSystemPath',
  () =>
    rt.object<PathFileSystemPath>('PathFileSystemPath', {
      path: rt.ref('LegacyAppPathString', () => LegacyAppPathString),
      type: rt.literal('path'),
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

export type SpecialFileSystemPath = {
  type: 'special';
  value: FileSystemSpecialPath;
};
export const SpecialFileSystemPath: t.Type<SpecialFileSystemPath> = /* @__PURE__ */ rt.deferred(
  'SpecialFileSystemPath',
  () =>
    rt.object<SpecialFileSystemPath>('SpecialFileSystemPath', {
      type: rt.literal('special'),
      value: rt.ref('FileSystemSpecialPath', () => FileSystemSpecialPath),
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
