import { brandAndModel, PRODUCT_NAME, type PublicBike } from '@bicla/api-client/shared';
import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type CSSProperties, type ReactElement } from 'react';
import satori from 'satori';
import { uploadUrl } from '../src/lib/image-sources';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The theme's colours (src/lib/theme.ts): the deep green brand, red for stolen. */
const GREEN = '#0B6E4F';
const RED = '#C62828';

/** A photo larger than this is not worth embedding (the medium format is ~100 KB). */
const MAX_PHOTO_BYTES = 5_000_000;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

type Child = ReactElement | string;
const el = (type: string, style: CSSProperties, children?: Child | Child[], props: Record<string, unknown> = {}): ReactElement =>
  createElement(type, { style, ...props }, ...(children === undefined ? [] : Array.isArray(children) ? children : [children]));

const lisbonDate = new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Inter (the app's font) as WOFF, which satori reads; @fontsource ships it per weight. */
function loadFonts(fontDir: string) {
  const font = (weight: 400 | 700 | 800) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(path.join(fontDir, `inter-latin-${weight}-normal.woff`)),
  });
  return [font(400), font(700), font(800)];
}

/** The bike's photo as a data URL satori can embed; null when it has none or it cannot be read. */
async function photoData(apiUrl: string, bike: PublicBike): Promise<string | null> {
  const media = bike.bike_photo ?? bike.for_stolen[0];
  if (!media) return null;
  try {
    const response = await fetch(uploadUrl(apiUrl, media.formats?.medium?.url ?? media.url), { signal: AbortSignal.timeout(5000) });
    const type = response.headers.get('content-type')?.split(';')[0] ?? '';
    if (!response.ok || !PHOTO_TYPES.includes(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_PHOTO_BYTES) return null;
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The 1200×630 image a shared link to a stolen bike shows (og:image): its photo, ROUBADA, the
 * model, the place and the date. Drawn as SVG by satori and rasterised by resvg: no browser.
 */
export function createShareCardRenderer({ apiUrl, fontDir }: { apiUrl: string; fontDir: string }) {
  let fonts: ReturnType<typeof loadFonts> | null = null;

  return async function render(bike: PublicBike): Promise<Buffer> {
    fonts ??= loadFonts(fontDir);
    const photo = await photoData(apiUrl, bike);
    const details = bike.stolen_details;
    const model = brandAndModel(bike, bike.nickName);
    const place = [details?.city, details?.stolen_date && `desde ${lisbonDate.format(new Date(details.stolen_date))}`].filter(Boolean).join(', ');

    const picture = photo
      ? el('img', { width: CARD_HEIGHT, height: CARD_HEIGHT, objectFit: 'cover' }, undefined, { src: photo, width: CARD_HEIGHT, height: CARD_HEIGHT })
      : el('div', { width: CARD_HEIGHT, height: CARD_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: '#E8F3EE', color: GREEN, fontSize: 120, fontWeight: 800 }, '?');
    const text = el(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: CARD_WIDTH - CARD_HEIGHT, height: CARD_HEIGHT, padding: 48, backgroundColor: '#FFFFFF' },
      [
        el('div', { display: 'flex', flexDirection: 'column' }, [
          el('div', { display: 'flex', alignSelf: 'flex-start', backgroundColor: RED, color: '#FFFFFF', fontSize: 44, fontWeight: 800, letterSpacing: 4, padding: '8px 20px', borderRadius: 8 }, 'ROUBADA'),
          el('div', { display: 'flex', marginTop: 32, fontSize: 52, fontWeight: 800, color: '#1A1A1A', lineHeight: 1.1 }, model),
          el('div', { display: 'flex', marginTop: 12, fontSize: 30, color: '#444444' }, `«${bike.nickName}»`),
          place ? el('div', { display: 'flex', marginTop: 24, fontSize: 34, fontWeight: 700, color: RED }, place) : el('div', { display: 'flex' }, ''),
        ]),
        el('div', { display: 'flex', flexDirection: 'column' }, [
          el('div', { display: 'flex', fontSize: 28, color: '#1A1A1A' }, 'Viu esta bicicleta? Avise o dono.'),
          el('div', { display: 'flex', marginTop: 12, fontSize: 36, fontWeight: 800, color: GREEN }, PRODUCT_NAME),
        ]),
      ],
    );
    const svg = await satori(el('div', { display: 'flex', width: CARD_WIDTH, height: CARD_HEIGHT, fontFamily: 'Inter' }, [picture, text]), {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
    });
    return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
  };
}
