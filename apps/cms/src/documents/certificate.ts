import { PRODUCT_NAME } from '@bicla/api-client/shared';
import { A4, BLACK, drawPhoto, drawQr, facts, formatDate, GREEN, GREY, initials, MARGIN, newDocument, paragraph, type StoredPhoto } from './pdf';

export interface CertificateBike {
  registry_number: string;
  serial_number: string | null;
  model: string | null;
  nickName: string;
  createdAt: string | Date;
  brand: { name: string } | null;
  color: { name: string } | null;
  secondary_colors: { name: string }[];
  bike_photo: StoredPhoto | null;
  user: { name: string | null } | null;
}

/**
 * The 'Certificado de Registo' of an approved bike: what identifies it, its photo, when it was
 * registered, and a QR code to its public page. The owner appears only by initials (decision
 * D6): the paper is shown to buyers and police, who need the bike, not the person.
 */
export async function certificatePdf(bike: CertificateBike, publicUrl: string, publicDir: string): Promise<Uint8Array> {
  const { doc, page, fonts } = await newDocument(`Certificado de Registo ${bike.registry_number}`);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;

  page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: GREEN });
  page.drawText(PRODUCT_NAME.toUpperCase(), { x: MARGIN, y: y - 16, size: 14, font: fonts.bold, color: GREEN });
  page.drawText('Registo Nacional de Bicicletas', { x: MARGIN, y: y - 32, size: 10, font: fonts.regular, color: GREY });
  y -= 80;
  page.drawText('Certificado de Registo', { x: MARGIN, y, size: 28, font: fonts.bold, color: BLACK });
  y -= 28;
  page.drawText(`N.º ${PRODUCT_NAME} ${bike.registry_number}`, { x: MARGIN, y, size: 16, font: fonts.bold, color: GREEN });
  y -= 20;

  const photoBox = { x: MARGIN, y: y - 250, width, height: 240 };
  if (await drawPhoto(doc, page, publicDir, bike.bike_photo, photoBox)) y = photoBox.y - 10;

  const colours = [bike.color?.name, ...bike.secondary_colors.map(({ name }) => name)].filter(Boolean).join(', ');
  y = facts(
    page,
    fonts,
    [
      ['N.º de série', bike.serial_number ?? ''],
      ['Marca', bike.brand?.name ?? ''],
      ['Modelo', bike.model ?? ''],
      ['Cores', colours],
      ['Nome', bike.nickName],
      ['Data de registo', formatDate(bike.createdAt)],
    ],
    MARGIN,
    y,
    width - 150,
  );
  paragraph(page, `Registada em nome de ${initials(bike.user?.name)}`, { font: fonts.bold, size: 12, x: MARGIN, y: y - 6, width: width - 150 });

  const qrSize = 130;
  await drawQr(doc, page, publicUrl, A4.width - MARGIN - qrSize, MARGIN + 40, qrSize);
  paragraph(page, `Verifique esta bicicleta em ${publicUrl}`, { font: fonts.regular, size: 9, x: MARGIN, y: MARGIN + 60, width: width - qrSize - 20, color: GREY });
  paragraph(
    page,
    `Emitido em ${formatDate(new Date())}. O registo ${PRODUCT_NAME} identifica a bicicleta; não é título de propriedade.`,
    { font: fonts.regular, size: 9, x: MARGIN, y: MARGIN + 30, width: width - qrSize - 20, color: GREY },
  );
  return doc.save();
}
