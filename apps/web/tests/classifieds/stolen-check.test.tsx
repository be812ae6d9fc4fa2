import { ApiError } from '@bicla/api-client';
import { screen, waitFor } from '@testing-library/react';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { classified } from './fixtures';

jest.mock('../../src/lib/api', () => ({
  api: {
    publicBikes: { classifieds: jest.fn(), classified: jest.fn() },
    check: { bike: jest.fn() },
    lookups: { cities: jest.fn(), categories: jest.fn() },
    bikes: { mine: jest.fn() },
    messages: { send: jest.fn(), unreadCount: jest.fn() },
  },
}));

const checkBike = jest.mocked(api.check.bike);
const SLUG = 'speedcarbono1700000000000';

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(api.publicBikes.classified).mockResolvedValue(classified());
});

describe('the stolen check on a classified', () => {
  it.each([
    ['2026-07-15T13:05:00.000Z', '14:05'],
    ['2026-01-15T09:30:00.000Z', '09:30'],
  ])("says 'Não consta como roubada' with the check's time in Lisbon (%s → %s)", async (checkedAt, time) => {
    checkBike.mockResolvedValue({ status: 'registered', checkedAt, url: `http://localhost:5173/search-bikes/${SLUG}` });
    renderApp(`/classified/${SLUG}`);

    // The first render loads the route's chunk, which takes a while in jsdom. The note's line is
    // there before the answer (a status region announces what comes into it).
    const note = await screen.findByRole('status', {}, { timeout: 10_000 });
    await waitFor(() => expect(note).toHaveTextContent(`Não consta como roubada (verificado às ${time})`));
    expect(checkBike).toHaveBeenCalledWith({ slug: SLUG });
  });

  it('says so when the registry answers that the bike is stolen', async () => {
    checkBike.mockResolvedValue({ status: 'stolen', checkedAt: '2026-07-15T13:05:00.000Z', url: null });
    renderApp(`/classified/${SLUG}`);
    const note = await screen.findByRole('status', {}, { timeout: 10_000 });
    await waitFor(() => expect(note).toHaveTextContent('Consta como roubada (verificado às 14:05)'));
  });

  it.each([
    ['an unknown bike', () => checkBike.mockResolvedValue({ status: 'unknown', checkedAt: '2026-07-15T13:05:00.000Z', url: null })],
    ['a refused check', () => checkBike.mockRejectedValue(new ApiError(429, 'RateLimitError', 'Demasiadas tentativas.'))],
  ])('shows nothing for %s', async (_name, answer) => {
    answer();
    renderApp(`/classified/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bianchi Oltre RC' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkBike).toHaveBeenCalled();
    expect(screen.queryByText(/consta como roubada/i)).not.toBeInTheDocument();
    // Its line stays, empty, so nothing below it moves.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
