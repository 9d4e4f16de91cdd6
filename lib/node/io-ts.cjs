// Node loads io-ts for codex-rx through this file (package.json "imports", #io-ts,
// condition "node"; bundlers and browsers get io-ts itself). Imported from an
// ES module, a CommonJS package is first lexed by Node for its export names:
// io-ts is one 52 KB file, and lexing it made Node optimise its lexer, about
// 15-40 ms of CPU per import('codex-rx') (npm run bench -- package). This
// file is lexed instead (the names below), and require() loads io-ts unlexed:
// the same module instance an app's own import of io-ts gets.
// spec/package/consumers.spec.ts checks that every name of io-ts is here.
'use strict';
const t = require('io-ts');

exports.failures = t.failures;
exports.failure = t.failure;
exports.success = t.success;
exports.Type = t.Type;
exports.identity = t.identity;
exports.getFunctionName = t.getFunctionName;
exports.getContextEntry = t.getContextEntry;
exports.appendContext = t.appendContext;
exports.getDomainKeys = t.getDomainKeys;
exports.mergeAll = t.mergeAll;
exports.emptyTags = t.emptyTags;
exports.getTags = t.getTags;
exports.getIndex = t.getIndex;
exports.NullType = t.NullType;
exports.nullType = t.nullType;
exports.UndefinedType = t.UndefinedType;
exports.VoidType = t.VoidType;
exports.voidType = t.voidType;
exports.UnknownType = t.UnknownType;
exports.unknown = t.unknown;
exports.StringType = t.StringType;
exports.string = t.string;
exports.NumberType = t.NumberType;
exports.number = t.number;
exports.BigIntType = t.BigIntType;
exports.bigint = t.bigint;
exports.BooleanType = t.BooleanType;
exports.boolean = t.boolean;
exports.AnyArrayType = t.AnyArrayType;
exports.UnknownArray = t.UnknownArray;
exports.AnyDictionaryType = t.AnyDictionaryType;
exports.UnknownRecord = t.UnknownRecord;
exports.null = t.null;
exports.undefined = t.undefined;
exports.void = t.void;
exports.LiteralType = t.LiteralType;
exports.literal = t.literal;
exports.KeyofType = t.KeyofType;
exports.keyof = t.keyof;
exports.RefinementType = t.RefinementType;
exports.brand = t.brand;
exports.Int = t.Int;
exports.RecursiveType = t.RecursiveType;
exports.recursion = t.recursion;
exports.ArrayType = t.ArrayType;
exports.array = t.array;
exports.InterfaceType = t.InterfaceType;
exports.type = t.type;
exports.PartialType = t.PartialType;
exports.partial = t.partial;
exports.DictionaryType = t.DictionaryType;
exports.record = t.record;
exports.UnionType = t.UnionType;
exports.union = t.union;
exports.IntersectionType = t.IntersectionType;
exports.intersection = t.intersection;
exports.TupleType = t.TupleType;
exports.tuple = t.tuple;
exports.ReadonlyType = t.ReadonlyType;
exports.readonly = t.readonly;
exports.ReadonlyArrayType = t.ReadonlyArrayType;
exports.readonlyArray = t.readonlyArray;
exports.strict = t.strict;
exports.ExactType = t.ExactType;
exports.exact = t.exact;
exports.FunctionType = t.FunctionType;
exports.Function = t.Function;
exports.NeverType = t.NeverType;
exports.never = t.never;
exports.AnyType = t.AnyType;
exports.any = t.any;
exports.refinement = t.refinement;
exports.Integer = t.Integer;
exports.TaggedUnionType = t.TaggedUnionType;
exports.taggedUnion = t.taggedUnion;
exports.Array = t.Array;
exports.interface = t.interface;
exports.getValidationError = t.getValidationError;
exports.getDefaultContext = t.getDefaultContext;
exports.Dictionary = t.Dictionary;
exports.ObjectType = t.ObjectType;
exports.object = t.object;
exports.dictionary = t.dictionary;
exports.StrictType = t.StrictType;
exports.clean = t.clean;
exports.alias = t.alias;
