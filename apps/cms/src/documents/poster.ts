import { brandAndModel, PRODUCT_NAME } from '@bicla/api-client/shared';
import { A4, BLACK, drawable, WHITE, drawPhoto, drawQr, formatDate, GREY, MARGIN, newDocument, paragraph, RED, type StoredPhoto } from './pdf';

export interface PosterBike {
  model: string | null;
  nickName: string;
  brand: { name: string } | null;
  color: { name: string } | null;
  bike_photo: StoredPhoto | null;
  for_stolen: StoredPhoto[] | null;
  stolen_details: {
    stolen_date: string | Date;
    city: string;
    phone_number: string | null;
    show_phone_to_users: boolean | number | null;
  } | null;
}

/**
 * The A4 'BICICLETA ROUBADA' poster of a stolen bike: photo, model, place and date, a QR code to
 * its page and how to reach the owner through the site's messages. The owner's phone is printed
 * only when their stolen report made it visible (`show_phone_to_users`, docs/decisions/d6-privacy.md).
 */
export async function posterPdf(bike: PosterBike, publicUrl: string, publicDir: string): Promise<Uint8Array> {
  const { doc, page, fonts } = await newDocument(`Bicicleta roubada: ${bike.nickName}`);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;

  page.drawRectangle({ x: 0, y: y - 70, width: A4.width, height: 90, color: RED });
  const title = 'BICICLETA ROUBADA';
  const titleSize = 44;
  page.drawText(title, { x: (A4.width - fonts.bold.widthOfTextAtSize(title, titleSize)) / 2, y: y - 50, size: titleSize, font: fonts.bold, color: WHITE });
  y -= 90;

  const photoBox = { x: MARGIN, y: y - 300, width, height: 290 };
  if (await drawPhoto(doc, page, publicDir, bike.for_stolen?.[0] ?? bike.bike_photo, photoBox)) y = photoBox.y - 10;

  const name = brandAndModel(bike, bike.nickName);
  y = paragraph(page, name, { font: fonts.bold, size: 26, x: MARGIN, y, width });
  if (bike.color?.name) y = paragraph(page, `Cor: ${bike.color.name}`, { font: fonts.regular, size: 14, x: MARGIN, y, width, color: GREY });
  const details = bike.stolen_details;
  if (details) {
    y = paragraph(page, `Roubada em ${details.city}, a ${formatDate(details.stolen_date)}`, { font: fonts.bold, size: 16, x: MARGIN, y: y - 6, width, color: RED });
  }

  y = paragraph(page, 'Viu esta bicicleta? Não a compre e avise o dono.', { font: fonts.bold, size: 14, x: MARGIN, y: y - 14, width });
  y = paragraph(
    page,
    `Contacte o dono através do ${PRODUCT_NAME}: leia o código QR ou abra o endereço abaixo e use "Enviar mensagem". Em caso de flagrante, ligue 112.`,
    { font: fonts.regular, size: 12, x: MARGIN, y, width: width - 160 },
  );
  if (details?.phone_number && Boolean(details.show_phone_to_users)) {
    paragraph(page, `Telefone do dono: ${details.phone_number}`, { font: fonts.bold, size: 14, x: MARGIN, y: y - 4, width: width - 160 });
  }

  const qrSize = 140;
  await drawQr(doc, page, publicUrl, A4.width - MARGIN - qrSize, MARGIN + 20, qrSize);
  page.drawText(drawable(fonts.regular, publicUrl), { x: MARGIN, y: MARGIN + 40, size: 9, font: fonts.regular, color: BLACK });
  page.drawText(`${PRODUCT_NAME}: Registo Nacional de Bicicletas`, { x: MARGIN, y: MARGIN + 24, size: 9, font: fonts.regular, color: GREY });
  return doc.save();
}
