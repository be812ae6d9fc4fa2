import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { OwnerBike } from '@bicla/api-client';
import { expect } from '@playwright/test';
import { CMS_URL, DEMO_USERS, jwtOf, logIn } from './support/session';
import { test } from './support/page-checks';

// The CMS tests' reader, which decodes the QR code from the PDF's image pixels as a phone would.
// A CommonJS module to this ES module, so it is required rather than imported by name.
const { pdfQrCodes } = createRequire(import.meta.url)('../../cms/tests/helpers/pdf') as typeof import('../../cms/tests/helpers/pdf');

test('the owner downloads the certificate, and its QR code leads to the bike’s public page', async ({ page, context, request, browser }) => {
  const jwt = await jwtOf(request, DEMO_USERS.ana);
  const mine = await request.get(`${CMS_URL}/api/bikes/mine`, { headers: { Authorization: `Bearer ${jwt}` } });
  const bike = ((await mine.json()).data as OwnerBike[]).find((candidate) => candidate.approved && !candidate.stolen);
  if (!bike) throw new Error('the seed gives Ana an approved bike that is not stolen');

  await logIn(context, request, DEMO_USERS.ana);
  await page.goto(`/edit-bike/${bike.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: bike.nickName })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarregar certificado' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^certificado-[A-Z0-9]{9}\.pdf$/);

  const codes = await pdfQrCodes(await readFile(await download.path()));
  expect(codes).toHaveLength(1);
  const target = new URL(codes[0]);
  expect(target.pathname).toBe(`/search-bikes/${bike.slug}`);

  // Whoever scans it, logged in or not, lands on the page it names.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(target.href);
  await expect(visitor).toHaveURL(target.href);
  await expect(visitor.getByRole('heading', { level: 1, name: bike.nickName })).toBeVisible();
  await stranger.close();
});

test('a classified says when the registry last checked it was not stolen', async ({ page, request }) => {
  const list = await request.get(`${CMS_URL}/api/classifieds`);
  const [ad] = (await list.json()).data as { slug: string }[];
  await page.goto(`/classified/${ad.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Não consta como roubada' })).toHaveText(/^Não consta como roubada \(verificado às \d{2}:\d{2}\)$/);
});
