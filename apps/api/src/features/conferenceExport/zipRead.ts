// Reading a ZIP held in a file, one entry at a time (the restore of an archive): the central
// directory is read from the end of the file, each entry from its offset when asked for, so the
// memory used is that of one entry. Stored and deflated entries; no ZIP64, no encryption, no
// multi-disk archives. Every defect is a ZipError (the caller answers 422).
import type { FileHandle } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";
import { crc32 } from "../cameraReady/index.js";

export class ZipError extends Error {}

export interface ZipDirectoryEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipError("The ZIP file is truncated.");
  return buffer;
}

/** The entries of the ZIP in `file` (of `fileSize` bytes), by name. */
export async function readDirectory(file: FileHandle, fileSize: number): Promise<Map<string, ZipDirectoryEntry>> {
  if (fileSize < 22) throw new ZipError("The file is not a ZIP archive.");
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  if (at < 0) throw new ZipError("The file is not a ZIP archive.");
  const count = tail.readUInt16LE(at + 10);
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipError("ZIP64 archives are not supported.");
  if (dirOffset + dirSize > fileSize) throw new ZipError("The ZIP file is truncated.");
  const dir = await readAt(file, dirOffset, dirSize);
  const entries = new Map<string, ZipDirectoryEntry>();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) throw new ZipError("The ZIP directory is damaged.");
    const flags = dir.readUInt16LE(p + 8);
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    if (p + 46 + nameLength > dir.length) throw new ZipError("The ZIP directory is damaged.");
    if (flags & 1) throw new ZipError("Encrypted ZIP entries are not supported.");
    const entry: ZipDirectoryEntry = {
      name: dir.toString("utf8", p + 46, p + 46 + nameLength),
      method: dir.readUInt16LE(p + 10),
      crc: dir.readUInt32LE(p + 16),
      compressedSize: dir.readUInt32LE(p + 20),
      size: dir.readUInt32LE(p + 24),
      offset: dir.readUInt32LE(p + 42),
    };
    if (entry.method !== 0 && entry.method !== 8)
      throw new ZipError(`The ZIP entry ${entry.name} uses an unsupported compression.`);
    entries.set(entry.name, entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of one entry, checked against its size and CRC. */
export async function readEntry(file: FileHandle, fileSize: number, entry: ZipDirectoryEntry): Promise<Buffer> {
  if (entry.offset + 30 > fileSize) throw new ZipError(`The ZIP entry ${entry.name} is damaged.`);
  const header = await readAt(file, entry.offset, 30);
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipError(`The ZIP entry ${entry.name} is damaged.`);
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) throw new ZipError(`The ZIP entry ${entry.name} is truncated.`);
  const raw = await readAt(file, start, entry.compressedSize);
  let data = raw;
  if (entry.method === 8) {
    try {
      data = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipError(`The ZIP entry ${entry.name} is damaged.`);
    }
  }
  if (data.length !== entry.size || crc32(data) !== entry.crc)
    throw new ZipError(`The ZIP entry ${entry.name} is damaged (size or checksum).`);
  return data;
}
