import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';

/** The text of a PDF as a reader extracts it (pdf.js, in its own Node process), whitespace folded. */
export function pdfText(bytes: Buffer): string {
  const reader = spawnSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { input: bytes, encoding: 'utf8' });
  if (reader.status !== 0) throw new Error(`could not read the PDF: ${reader.stderr}`);
  return reader.stdout.replace(/\s+/g, ' ');
}

/**
 * Every QR code a PDF's lossless RGB images hold, decoded from their pixels with jsQR, as a
 * phone's camera would read it: nothing is searched for in the PDF's text.
 */
export async function pdfQrCodes(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image') || dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflateSync(Buffer.from(object.contents));
    if (rgb.length !== width * height * 3) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      rgba.set([rgb[pixel * 3], rgb[pixel * 3 + 1], rgb[pixel * 3 + 2], 255], pixel * 4);
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}

/** How many images of each kind a PDF holds (JPEG photos are DCTDecode). */
export async function pdfImageFilters(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const filters: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      filters.push(String(object.dict.get(PDFName.of('Filter'))));
    }
  }
  return filters;
}
