import { open } from 'node:fs/promises';

/**
 * The formats users may upload, recognised by their first bytes: a file's name and declared
 * type are the client's word, its content is not.
 */
const SIGNATURES: { mime: string; matches: (head: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { mime: 'image/png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/gif', matches: (head) => head.subarray(0, 4).toString('latin1') === 'GIF8' },
  { mime: 'image/bmp', matches: (head) => head.subarray(0, 2).toString('latin1') === 'BM' },
  { mime: 'image/webp', matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'application/pdf', matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The real type of the file at `filepath`, or null when it is none of the accepted formats. */
export async function sniffMime(filepath: string): Promise<string | null> {
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, head.length, 0);
    return SIGNATURES.find((signature) => signature.matches(head))?.mime ?? null;
  } finally {
    await handle.close();
  }
}
