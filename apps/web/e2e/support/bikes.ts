import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CMS_EDITOR } from './services.mjs';
import { CMS_URL } from './session';

/** A 320×240 PNG drawn by the browser: a gradient in the given colour, so photos differ. */
export async function png(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 320, 240);
    gradient.addColorStop(0, fill);
    gradient.addColorStop(1, '#ffffff');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 320, 240);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/**
 * What an editor does in the admin panel (docs/decisions/d5-approval.md): sign in, then save the bike in the
 * content manager with `approved` on. The CMS emails the owner from its document middleware.
 */
export async function approveAsEditor(request: APIRequestContext, documentId: string) {
  const login = await request.post(`${CMS_URL}/admin/login`, { data: { email: CMS_EDITOR.email, password: CMS_EDITOR.password } });
  expect(login.ok(), 'the editor signs in to the admin panel').toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const saved = await request.put(`${CMS_URL}/content-manager/collection-types/api::bike.bike/${documentId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { approved: true },
  });
  expect(saved.status(), `the content manager saves the approval: ${await saved.text()}`).toBe(200);
}

async function firstOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${CMS_URL}/api/${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { documentId: string }[] }).data[0]!.documentId;
}

/**
 * A bike registered and approved through the API, for journeys whose point comes after the
 * registration (which journeys.spec.ts walks through the form).
 */
export async function approvedBikeOf(request: APIRequestContext, page: Page, jwt: string, fields: { nickName: string; model: string; serial: string }) {
  const auth = { Authorization: `Bearer ${jwt}` };
  const upload = async (colour: string, query = '') => {
    const response = await request.post(`${CMS_URL}/api/upload${query}`, {
      headers: auth,
      multipart: { files: { name: 'foto.png', mimeType: 'image/png', buffer: await png(page, colour) } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: number }[])[0]!.id;
  };
  const created = await request.post(`${CMS_URL}/api/bikes`, {
    headers: auth,
    data: {
      data: {
        nickName: fields.nickName,
        model: fields.model,
        serial_number: fields.serial,
        category: await firstOf(request, 'categories'),
        year: await firstOf(request, 'years'),
        brand: await firstOf(request, 'brands'),
        color: await firstOf(request, 'colors'),
        secondary_colors: [],
        wheel_size: await firstOf(request, 'wheel-sizes'),
        materials: [await firstOf(request, 'materials')],
        suspension_types: [await firstOf(request, 'suspension-types')],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const bike = ((await created.json()) as { data: { documentId: string; slug: string } }).data;
  const photos = {
    bike_photo: await upload('#0b6e4f'),
    serial_number_photo: await upload('#616161', '?private=true'),
    invoice_photo: await upload('#9e9e9e', '?private=true'),
  };
  const completed = await request.put(`${CMS_URL}/api/bikes/${bike.documentId}/registration`, { headers: auth, data: { data: photos } });
  expect(completed.ok(), await completed.text()).toBe(true);
  await approveAsEditor(request, bike.documentId);
  return bike;
}
