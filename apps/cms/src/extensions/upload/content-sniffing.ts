import { open } from 'node:fs/promises';
import type { AcceptedMime } from '@bicla/api-client/shared';

/**
 * How each accepted format (ACCEPTED_FILE_TYPES in @bicla/api-client) is recognised by its
 * first bytes: a file's name and declared type are the client's word, its content is not.
 * Keyed by the shared list's types, so a type added there needs its signature here.
 */
const SIGNATURES: Record<AcceptedMime, (head: Buffer) => boolean> = {
  'image/jpeg': (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  'image/png': (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (head) => head.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/bmp': (head) => head.subarray(0, 2).toString('latin1') === 'BM',
  'image/webp': (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** The real type of the file at `filepath`, or null when it is none of the accepted formats. */
export async function sniffMime(filepath: string): Promise<AcceptedMime | null> {
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, head.length, 0);
    return (Object.keys(SIGNATURES) as AcceptedMime[]).find((mime) => SIGNATURES[mime](head)) ?? null;
  } finally {
    await handle.close();
  }
}
