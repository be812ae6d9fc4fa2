import { expect, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/accounts';
import { approvedBikeOf } from './support/bikes';
import { linkIn, waitForEmail } from './support/mailbox';
import { CMS_URL, jwtOf, logIn } from './support/session';
import { DESKTOP, screenshot, test } from './support/page-checks';

/*
 * Alerts as people meet them: one person follows Lisboa and is emailed when another reports a
 * bike stolen there, opens the bike's page from the email and leaves the alert with the email's
 * one-click link; then saves a classifieds search and gets the digest when a matching ad appears.
 * The API is used for what is not the point: the other person's registration, theft and ad.
 */

const PASSWORD = 'BoaPalavra1';
const run = Date.now().toString(36);
const follower = { name: 'Rosa Atenta', email: `alertas.a.${run}@exemplo.pt` };
const owner = { name: 'Paulo Roubado', email: `alertas.b.${run}@exemplo.pt` };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

test.beforeAll(async ({ request }) => {
  await signUpAndConfirm(request, follower, PASSWORD);
  await signUpAndConfirm(request, owner, PASSWORD);
});

async function openAlerts(page: Page) {
  await page.goto('/my-account#alertas');
  await expect(page.getByRole('heading', { name: 'Seguir um concelho' })).toBeVisible();
}

test('a person follows Lisboa, a bike is reported stolen there, the email leads to it and its link ends the alert', async ({ page, context, request }) => {
  await logIn(context, request, follower.email, PASSWORD);
  await openAlerts(page);
  await page.getByRole('combobox', { name: 'Concelho' }).fill('Lisboa');
  await page.getByRole('option', { name: 'Lisboa', exact: true }).click();
  await page.getByRole('button', { name: 'Seguir', exact: true }).click();
  await expect(page.getByText('Roubos em Lisboa')).toBeVisible();
  await screenshot(page, 'alerts-tab');

  const jwt = await jwtOf(request, owner.email, PASSWORD);
  const bike = await approvedBikeOf(request, page, jwt, { nickName: `Roubada ${run}`, model: 'Marlin 7', serial: `ALR-${run.toUpperCase()}-1` });
  const reported = await request.post(`${CMS_URL}/api/bikes/${bike.documentId}/stolen`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: {
      data: {
        stolen_date: new Date().toISOString(),
        phone_number: '912345678',
        city: 'Lisboa',
        postal: '1100-148',
        estimated_value: 600,
        lock_description: 'Cadeado em U',
        incident_description: 'Levada da porta de casa.',
      },
    },
  });
  expect(reported.ok(), await reported.text()).toBe(true);

  const email = await waitForEmail(request, follower.email, 'num concelho que segue');
  expect(email.text).not.toContain(owner.email);
  expect(email.text).not.toContain('912345678');
  await page.goto(linkIn(email, new RegExp(`/stolen-bikes/${bike.slug}`)));
  await expect(page.getByRole('heading', { name: new RegExp(`Roubada ${run}`) }).first()).toBeVisible();

  await page.goto(linkIn(email, /\/cancelar-alerta\?token=/));
  await expect(page.getByText('Deixou de receber este alerta: Roubos em Lisboa')).toBeVisible();
  await screenshot(page, 'alerts-unsubscribed');
  await openAlerts(page);
  await expect(page.getByText('Roubos em Lisboa')).toHaveCount(0);
});

test('a person saves a search, a matching ad appears, and the digest brings it', async ({ page, context, request }) => {
  const model = `Alerta ${run}`;
  await logIn(context, request, follower.email, PASSWORD);
  await page.goto(`/classified?name=${encodeURIComponent(model)}`);
  await page.getByRole('button', { name: 'Guardar pesquisa' }).click();
  await expect(page.getByText('Pesquisa guardada. Receberá um email por dia com os novos anúncios.')).toBeVisible();

  const jwt = await jwtOf(request, owner.email, PASSWORD);
  const bike = await approvedBikeOf(request, page, jwt, { nickName: `À venda ${run}`, model, serial: `ALR-${run.toUpperCase()}-2` });
  const listed = await request.put(`${CMS_URL}/api/bikes/${bike.documentId}/listing`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { data: { price: 400, remarks: 'Pouco uso.', terms: true } },
  });
  expect(listed.ok(), await listed.text()).toBe(true);

  const digest = await waitForEmail(request, follower.email, 'para a sua pesquisa');
  await page.goto(linkIn(digest, new RegExp(`/classified/${bike.slug}`)));
  await expect(page.getByText(model).first()).toBeVisible();
  await openAlerts(page);
  await expect(page.getByText(`Pesquisa: "${model}"`)).toBeVisible();

  // The ad goes again, so the classifieds journeys find the seeded registry as they expect it.
  const withdrawn = await request.delete(`${CMS_URL}/api/bikes/${bike.documentId}/listing`, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
});
