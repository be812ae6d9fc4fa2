import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const GREEN = rgb(0.06, 0.36, 0.2);
export const RED = rgb(0.78, 0.1, 0.12);
export const GREY = rgb(0.35, 0.35, 0.35);
export const BLACK = rgb(0, 0, 0);
export const WHITE = rgb(1, 1, 1);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage('pt-PT');
  doc.setProducer('Bicla');
  doc.setCreator('Bicla');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, page: doc.addPage([A4.width, A4.height]), fonts };
}

/**
 * The standard fonts speak WinAnsi (every Portuguese letter, not emoji or other scripts): any
 * character they cannot draw, from a nickname or a model typed by an owner, becomes '?'.
 */
export function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

/** Lines of at most `width` points, broken between words. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped text from `y` down and returns the y below it. */
export function paragraph(page: PDFPage, text: string, options: { font: PDFFont; size: number; x: number; y: number; width: number; color?: ReturnType<typeof rgb> }) {
  let { y } = options;
  for (const line of wrap(options.font, text, options.size, options.width)) {
    y -= options.size * 1.3;
    page.drawText(line, { x: options.x, y, size: options.size, font: options.font, color: options.color ?? BLACK });
  }
  return y;
}

/** Draws a row of label and value pairs, one a line, and returns the y below them. */
export function facts(page: PDFPage, fonts: Fonts, rows: [string, string][], x: number, y: number, width: number) {
  const labelWidth = 150;
  for (const [label, value] of rows) {
    page.drawText(drawable(fonts.bold, label), { x, y: y - 14, size: 11, font: fonts.bold, color: GREY });
    y = Math.min(y - 14, paragraph(page, value || '—', { font: fonts.regular, size: 12, x: x + labelWidth, y: y + 1, width: width - labelWidth }) + 1) - 8;
  }
  return y;
}

/** The QR code of `url`, drawn as a lossless image so any phone (and the tests) can read it back. */
export async function drawQr(doc: PDFDocument, page: PDFPage, url: string, x: number, y: number, size: number) {
  const png = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  page.drawImage(await doc.embedPng(png), { x, y, width: size, height: size });
}

export interface StoredPhoto {
  url: string;
  formats?: Record<string, { url?: string } | undefined> | null;
}

/**
 * A public photo from the upload folder, as JPEG (sharp reads any accepted type; pdf-lib embeds
 * only JPEG and PNG), fitted into the box keeping its proportions. A photo missing on disk
 * leaves the document without one rather than failing it.
 */
export async function drawPhoto(
  doc: PDFDocument,
  page: PDFPage,
  publicDir: string,
  photo: StoredPhoto | null | undefined,
  box: { x: number; y: number; width: number; height: number },
): Promise<boolean> {
  const url = photo?.formats?.medium?.url ?? photo?.url;
  const uploads = path.resolve(publicDir, 'uploads');
  const file = url ? path.resolve(publicDir, `.${url}`) : '';
  if (!file.startsWith(`${uploads}${path.sep}`)) return false;
  let jpeg: Buffer;
  try {
    jpeg = await sharp(await readFile(file)).rotate().resize(1000, 1000, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return false;
  }
  const image = await doc.embedJpg(jpeg);
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height });
  return true;
}

const lisbonDate = new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', day: '2-digit', month: '2-digit', year: 'numeric' });
const lisbonTime = new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit' });

/** DD/MM/YYYY in Lisbon time, as the site shows dates. */
export const formatDate = (value: string | number | Date) => lisbonDate.format(new Date(value));
/** HH:mm in Lisbon time. */
export const formatTime = (value: string | number | Date) => lisbonTime.format(new Date(value));

/** 'Ana Maria da Silva' → 'A. S.': the first and last names' initials, never the name (docs/decisions/d6-privacy.md). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  if (words.length === 0) return '—';
  const picked = words.length === 1 ? words : [words[0], words[words.length - 1]];
  return picked.map((word) => `${word[0].toLocaleUpperCase('pt-PT')}.`).join(' ');
}
