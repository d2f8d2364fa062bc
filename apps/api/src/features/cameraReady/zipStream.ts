// A store-only ZIP writer (the proceedings): PDFs are compressed already, so entries
// are stored as they are. Entries are pulled one at a time from an async source and written out
// as they come, so only one file is ever held in memory; the central directory (a few dozen bytes
// per entry) is kept until the end. No ZIP64: at most 65,535 entries and 4 GiB in all, which the
// writer checks rather than produce a broken archive.
import { Readable } from "node:stream";

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const MAX_32 = 0xffffffff;
/** 1980-01-01 00:00 in MS-DOS time: entries carry no meaningful date. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
/** general purpose flag bit 11: names are UTF-8 */
const UTF8 = 0x0800;

function localHeader(name: Buffer, crc: number, size: number): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed
  h.writeUInt16LE(UTF8, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(DOS_TIME, 10);
  h.writeUInt16LE(DOS_DATE, 12);
  h.writeUInt32LE(crc, 14);
  h.writeUInt32LE(size, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(name.length, 26);
  h.writeUInt16LE(0, 28);
  return h;
}

function centralEntry(name: Buffer, crc: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4); // made by
  h.writeUInt16LE(20, 6); // needed
  h.writeUInt16LE(UTF8, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(DOS_TIME, 12);
  h.writeUInt16LE(DOS_DATE, 14);
  h.writeUInt32LE(crc, 16);
  h.writeUInt32LE(size, 20);
  h.writeUInt32LE(size, 24);
  h.writeUInt16LE(name.length, 28);
  // extra, comment, disk, internal attributes: 0
  h.writeUInt32LE(0, 38); // external attributes
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(22);
  h.writeUInt32LE(0x06054b50, 0);
  h.writeUInt16LE(count, 8);
  h.writeUInt16LE(count, 10);
  h.writeUInt32LE(size, 12);
  h.writeUInt32LE(offset, 16);
  return h;
}

/** The bytes of a ZIP of `entries`, produced as they are read (a generator: back-pressure for free). */
export async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for await (const entry of entries) {
    if (central.length >= 0xffff) throw new Error("zip: too many entries");
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(entry.data);
    if (offset + 30 + name.length + entry.data.length > MAX_32) throw new Error("zip: archive too large");
    central.push(centralEntry(name, crc, entry.data.length, offset));
    const header = Buffer.concat([localHeader(name, crc, entry.data.length), name]);
    yield header;
    yield entry.data;
    offset += header.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  yield directory;
  yield endOfCentralDirectory(central.length, directory.length, offset);
}

export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}
