import { ApiError } from '@bicla/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOutForTest } from '../session';
import { mockApi, mockLookups, ownerBike, renderLoggedIn, STOLEN_DETAILS } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

jest.setTimeout(30_000);

const APPROVED = ownerBike();
const STOLEN = ownerBike({ documentId: 'bike-2', slug: 'montanha-1', nickName: 'Montanha Verde', stolen: true, stolen_details: STOLEN_DETAILS });
const PENDING = ownerBike({ documentId: 'bike-3', slug: 'dobravel-1', nickName: 'Dobrável', approved: false });

const saved: { href: string; download: string }[] = [];

beforeEach(() => {
  mockLookups();
  mockApi.bikes.mine.mockResolvedValue([APPROVED, STOLEN, PENDING]);
  // jsdom has no object URLs and does not navigate: record what the link would have saved.
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
  jest.restoreAllMocks();
  saved.length = 0;
});

const user = () => userEvent.setup({ delay: null });

describe('/edit-bike documents', () => {
  it('downloads the certificate of an approved bike, and offers no poster while it is not stolen', async () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    mockApi.bikeDocuments.certificate.mockResolvedValue(pdf);
    renderLoggedIn(`/edit-bike/${APPROVED.slug}`);

    await user().click(await screen.findByRole('button', { name: 'Descarregar certificado' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:pdf', download: `certificado-${APPROVED.registry_number}.pdf` }]));
    expect(mockApi.bikeDocuments.certificate).toHaveBeenCalledWith(APPROVED.documentId);
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(screen.queryByRole('button', { name: 'Descarregar cartaz' })).not.toBeInTheDocument();
  });

  it('downloads the poster of a stolen bike', async () => {
    mockApi.bikeDocuments.poster.mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    renderLoggedIn(`/edit-bike/${STOLEN.slug}`);

    await user().click(await screen.findByRole('button', { name: 'Descarregar cartaz' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:pdf', download: `cartaz-${STOLEN.slug}.pdf` }]));
    expect(mockApi.bikeDocuments.poster).toHaveBeenCalledWith(STOLEN.documentId);
  });

  it("shows the CMS's refusal and saves nothing", async () => {
    mockApi.bikeDocuments.certificate.mockRejectedValue(new ApiError(403, 'PolicyError', 'você não é usuário autorizado!'));
    renderLoggedIn(`/edit-bike/${APPROVED.slug}`);

    await user().click(await screen.findByRole('button', { name: 'Descarregar certificado' }));
    expect(await screen.findByText('você não é usuário autorizado!')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('offers no documents for a bike awaiting approval', async () => {
    renderLoggedIn(`/edit-bike/${PENDING.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dobrável' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descarregar certificado' })).not.toBeInTheDocument();
  });
});
