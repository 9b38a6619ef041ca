import { EXPORT_FORMAT_VERSION, EXPORT_JSON_NAME, newerExportFormat } from '@hearth/contract';
import { strFromU8, Unzip, UnzipInflate } from 'fflate';
import { badRequest } from '../../platform/errors.js';

/** The most a restore reads, whatever the zip says of itself (docs/export-format.md). */
export const RESTORE_LIMITS = {
  /** The uploaded zip. */
  uploadBytes: 256 * 1024 * 1024,
  /** Everything in it, unpacked. */
  unpackedBytes: 512 * 1024 * 1024,
  entries: 50_000,
};

/** Compressed input is fed in slices this small, so that no slice can unpack to more than a few megabytes. */
const SLICE_BYTES = 16 * 1024;

export const NOT_AN_EXPORT = `This file is not a Hearth export: a Hearth export is a zip holding ${EXPORT_JSON_NAME}.`;
export const DAMAGED = 'This export file is damaged: its zip cannot be read. Export the family again.';
const tooLarge = (limits: ArchiveLimits) =>
  `This export unpacks to more than ${Math.round(limits.unpackedBytes / 1024 / 1024)} MB or holds more than ${limits.entries} files, more than a restore reads.`;

export interface ArchiveLimits {
  unpackedBytes: number;
  entries: number;
}

/**
 * The files of a zip, unpacked slice by slice with their total size and number counted as they come, so a
 * zip that claims little and unpacks to much (a zip bomb) is refused before it fills the memory.
 */
export function unpackArchive(bytes: Uint8Array, limits: ArchiveLimits = RESTORE_LIMITS): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let unpacked = 0;
  let entries = 0;
  // The unzipper catches what its callbacks throw and reports it as damage: the refusal is kept here.
  let refusal: string | null = null;
  const refuse = (message: string) => {
    refusal ??= message;
    throw new Error(message);
  };
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    entries += 1;
    if (entries > limits.entries) refuse(tooLarge(limits));
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) refuse(refusal ?? DAMAGED);
      unpacked += chunk.length;
      if (unpacked > limits.unpackedBytes) refuse(tooLarge(limits));
      chunks.push(chunk);
      if (final) files.set(file.name, new Uint8Array(Buffer.concat(chunks)));
    };
    file.start();
  };
  try {
    for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
      unzip.push(bytes.subarray(offset, offset + SLICE_BYTES), offset + SLICE_BYTES >= bytes.length);
    }
  } catch {
    throw badRequest(refusal ?? DAMAGED);
  }
  return files;
}

type Migration = (document: Record<string, unknown>) => Record<string, unknown>;

/**
 * How a document of format N becomes one of format N + 1, keyed by N. Format 1 is the first: when format 2
 * comes, its step is `1: (document) => ({ ...document, formatVersion: 2, … })`, and every older file is
 * brought up step by step before it is read.
 */
export const FORMAT_MIGRATIONS: Record<number, Migration> = {};

/** The document of an export, brought up to the format this server reads. */
export function currentDocument(parsed: unknown): Record<string, unknown> {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest(NOT_AN_EXPORT);
  let document = parsed as Record<string, unknown>;
  const version = document.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw badRequest(`${NOT_AN_EXPORT} Its formatVersion is missing or not a whole number.`);
  if (version > EXPORT_FORMAT_VERSION) throw badRequest(newerExportFormat(version));
  for (let step = version; step < EXPORT_FORMAT_VERSION; step += 1) {
    const migrate = FORMAT_MIGRATIONS[step];
    if (!migrate) throw badRequest(`This server cannot read exports of format ${version}.`);
    document = migrate(document);
  }
  return document;
}

/** The export's document and its other files, from the uploaded zip. */
export function readArchive(bytes: Uint8Array): { document: Record<string, unknown>; files: Map<string, Uint8Array> } {
  const files = unpackArchive(bytes);
  const json = files.get(EXPORT_JSON_NAME);
  if (!json) throw badRequest(NOT_AN_EXPORT);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(json));
  } catch {
    throw badRequest(`This export file is damaged: ${EXPORT_JSON_NAME} is not valid JSON. Export the family again.`);
  }
  return { document: currentDocument(parsed), files };
}
