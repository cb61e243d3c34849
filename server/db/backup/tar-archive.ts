/**
 * A backup is a plain POSIX tar of a few named files, so an operator can list and unpack it with `tar` and no
 * 10Kai at hand. Only what backups need: regular files, names under 100 bytes, sizes under 8 GiB.
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

function writeField(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, length, 'ascii');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    // The checksum field itself counts as eight spaces.
    sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  }
  return sum;
}

function headerFor(entry: TarEntry, mtime: Date): Buffer {
  if (Buffer.byteLength(entry.name) >= 100)
    throw new TarFormatError(`tar entry name too long: ${entry.name}`);
  const header = Buffer.alloc(BLOCK);
  writeField(header, 0, 100, entry.name);
  writeField(header, 100, 8, octal(0o600, 8));
  writeField(header, 108, 8, octal(0, 8));
  writeField(header, 116, 8, octal(0, 8));
  writeField(header, 124, 12, octal(entry.data.length, 12));
  writeField(header, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  writeField(header, 156, 1, '0');
  writeField(header, 257, 6, 'ustar\0');
  writeField(header, 263, 2, '00');
  writeField(header, 148, 8, `${checksum(header).toString(8).padStart(6, '0')}\0 `);
  return header;
}

export function writeTar(entries: TarEntry[], mtime = new Date()): Buffer<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    parts.push(headerFor(entry, mtime), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

/** The archive's regular files by name; throws TarFormatError on anything that is not a whole, intact tar. */
export function readTar(archive: Buffer<ArrayBuffer>): Map<string, Buffer<ArrayBuffer>> {
  const files = new Map<string, Buffer<ArrayBuffer>>();
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > archive.length) throw new TarFormatError('the archive ends before its last entry');
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return files;
    const recorded = Number.parseInt(header.toString('ascii', 148, 156).replace(/[\0 ]/g, ''), 8);
    if (recorded !== checksum(header)) throw new TarFormatError('a tar header is damaged (checksum)');
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(header.toString('ascii', 124, 136).replace(/[\0 ]/g, '') || '0', 8);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new TarFormatError(`the archive is cut off inside ${name}`);
    const type = header.toString('ascii', 156, 157);
    if (type === '0' || type === '\0') files.set(name, archive.subarray(start, start + size));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}
