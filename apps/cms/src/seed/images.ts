import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { storePrivately } from '../extensions/upload/private-files';

/**
 * Demo pictures are drawn here, since no stock photo can be fetched: an SVG rendered to
 * JPEG with sharp (which the upload plugin already uses), then stored through the upload
 * service like any user photo, so Strapi makes its thumbnail/small/medium formats.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A side view of a bicycle in the given frame colour, on a soft background (4:3). */
export function bikeSvg(frameColor: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#F3F6F4"/><stop offset="1" stop-color="#DCE6E0"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <rect y="700" width="1200" height="200" fill="#C9D6CE"/>
  <g fill="none" stroke="#2B2B2B" stroke-width="18">
    <circle cx="330" cy="560" r="190"/><circle cx="870" cy="560" r="190"/></g>
  <g fill="none" stroke="#8A8A8A" stroke-width="4">
    <circle cx="330" cy="560" r="150"/><circle cx="870" cy="560" r="150"/></g>
  <g fill="none" stroke="${frameColor}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round">
    <path d="M330 560 L520 330 L800 330 L600 560 Z"/><path d="M600 560 L480 250"/>
    <path d="M800 330 L870 560"/><path d="M790 300 L760 220"/></g>
  <g stroke="#2B2B2B" stroke-width="16" stroke-linecap="round">
    <path d="M430 245 L540 245"/><path d="M720 220 L800 205"/><path d="M600 560 L640 620"/></g>
  <circle cx="600" cy="560" r="28" fill="#2B2B2B"/>
</svg>`;
}

/** A close-up of a frame sticker with the serial number engraved. */
export function serialSvg(serial: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#4A4F55"/>
  <rect x="150" y="330" width="900" height="240" rx="24" fill="#D9DDE1"/>
  <text x="600" y="475" font-family="DejaVu Sans Mono, monospace" font-size="84" text-anchor="middle" fill="#1E1E1E">${escapeXml(serial)}</text>
</svg>`;
}

/** A shop receipt naming the bike. */
export function invoiceSvg(title: string, price: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="#E8E4DA"/>
  <rect x="300" y="60" width="600" height="780" fill="#FFFFFF"/>
  <g font-family="DejaVu Sans, sans-serif" fill="#222">
    <text x="600" y="160" font-size="44" text-anchor="middle" font-weight="bold">FATURA</text>
    <text x="360" y="300" font-size="30">${escapeXml(title)}</text>
    <text x="360" y="380" font-size="30">Total: ${escapeXml(price)}</text>
    <text x="360" y="460" font-size="24" fill="#666">Documento de demonstração</text></g>
</svg>`;
}

/** A wide banner with a cycling-lane motif, for the home page slider and blog posts. */
export function bannerSvg(tint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#0A3D2E"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <path d="M0 760 C400 640 900 900 1600 700 L1600 900 L0 900 Z" fill="#FFFFFF" opacity="0.12"/>
  <g fill="none" stroke="#FFFFFF" stroke-width="10" opacity="0.35">
    <circle cx="1180" cy="560" r="120"/><circle cx="1460" cy="560" r="120"/>
    <path d="M1180 560 L1290 420 L1420 420 L1320 560 Z M1320 560 L1260 370 M1420 420 L1460 560"/></g>
</svg>`;
}

/** `private`: a serial photo or an invoice, stored outside the public folder (docs/security.md, "Files"). */
export async function uploadSvg(strapi: Core.Strapi, svg: string, name: string, alternativeText: string, { private: isPrivate = false } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bicla-seed-'));
  const filepath = path.join(dir, `${name}.jpg`);
  try {
    await writeFile(filepath, await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());
    const { size } = await stat(filepath);
    const store = () =>
      strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: `${name}.jpg`, alternativeText } },
          files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size },
        });
    const [file] = await (isPrivate ? storePrivately(store) : store());
    return file as { id: number; documentId: string };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
