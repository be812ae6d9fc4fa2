import sharp from 'sharp';

export const pngBytes = (color = '#0B6E4F') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: color } }).png().toBuffer();

/** The smallest PDF that content sniffing recognises as one. */
export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
