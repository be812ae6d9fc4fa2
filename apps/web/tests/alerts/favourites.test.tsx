import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../fixtures';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { CATEGORIES, CITIES, classified, classifiedPage, ownBike } from '../classifieds/fixtures';
import { favouriteAlert, mockApi } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

const KEPT = classified({ documentId: 'bike-kept', slug: 'guardada', model: 'Oltre RC' });
const OTHER = classified({ documentId: 'bike-other', slug: 'outra', brand: { name: 'Orbea', slug: 'orbea' }, model: 'Vibe H30' });
const KEPT_ALERT = favouriteAlert('alert-kept', { documentId: 'bike-kept', slug: 'guardada' });
const OTHER_ALERT = favouriteAlert('alert-other', { documentId: 'bike-other', slug: 'outra', title: 'Orbea Vibe H30' });

beforeEach(() => {
  mockApi.publicBikes.classifieds.mockResolvedValue(classifiedPage([KEPT, OTHER]));
  mockApi.publicBikes.classified.mockResolvedValue(OTHER);
  mockApi.lookups.cities.mockResolvedValue(CITIES);
  mockApi.lookups.categories.mockResolvedValue(CATEGORIES);
  mockApi.bikes.mine.mockResolvedValue([]);
  mockApi.messages.unreadCount.mockResolvedValue(0);
  mockApi.account.me.mockResolvedValue(demoUser());
  mockApi.check.bike.mockResolvedValue({ status: 'unknown', checkedAt: '2026-07-15T13:05:00.000Z', url: null });
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const card = (title: string) => within(screen.getByRole('link', { name: title }).closest('article')!);

describe('the heart on each classified card', () => {
  it('is filled on the ads kept in the favourites, asking for the alerts once', async () => {
    logInForTest();
    mockApi.alerts.mine.mockResolvedValue([KEPT_ALERT]);
    renderApp('/classified');

    await screen.findAllByRole('article');
    expect(await card('Bianchi Oltre RC').findByRole('button', { name: 'Remover dos favoritos' })).toBeInTheDocument();
    expect(card('Orbea Vibe H30').getByRole('button', { name: 'Guardar nos favoritos' })).toBeInTheDocument();
    expect(mockApi.alerts.mine).toHaveBeenCalledTimes(1);
  });

  it('keeps an ad, and forgets it, without leaving the list', async () => {
    logInForTest();
    mockApi.alerts.mine.mockResolvedValueOnce([KEPT_ALERT]).mockResolvedValueOnce([KEPT_ALERT, OTHER_ALERT]).mockResolvedValue([OTHER_ALERT]);
    mockApi.alerts.create.mockResolvedValue(OTHER_ALERT);
    mockApi.alerts.remove.mockResolvedValue({ documentId: KEPT_ALERT.documentId });
    const { router } = renderApp('/classified');
    const user = userEvent.setup({ delay: null });
    await screen.findAllByRole('article');
    await card('Bianchi Oltre RC').findByRole('button', { name: 'Remover dos favoritos' });

    await user.click(card('Orbea Vibe H30').getByRole('button', { name: 'Guardar nos favoritos' }));

    expect(mockApi.alerts.create).toHaveBeenCalledWith({ kind: 'favourite', bike: 'bike-other' });
    expect(await card('Orbea Vibe H30').findByRole('button', { name: 'Remover dos favoritos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/classified');

    await user.click(card('Bianchi Oltre RC').getByRole('button', { name: 'Remover dos favoritos' }));

    expect(mockApi.alerts.remove).toHaveBeenCalledWith('alert-kept');
    expect(await screen.findByText('Anúncio removido dos favoritos')).toBeInTheDocument();
    expect(await card('Bianchi Oltre RC').findByRole('button', { name: 'Guardar nos favoritos' })).toBeInTheDocument();
  });

  it('shows the API’s refusal and stays empty', async () => {
    logInForTest();
    mockApi.alerts.mine.mockResolvedValue([]);
    mockApi.alerts.create.mockRejectedValue(new ApiError(400, 'ValidationError', 'Só pode guardar anúncios à venda'));
    renderApp('/classified');
    const user = userEvent.setup({ delay: null });
    await screen.findAllByRole('article');
    const heart = card('Orbea Vibe H30').getByRole('button', { name: 'Guardar nos favoritos' });
    await waitFor(() => expect(heart).toBeEnabled());

    await user.click(heart);

    expect(await screen.findByText('Só pode guardar anúncios à venda')).toBeInTheDocument();
    expect(card('Orbea Vibe H30').getByRole('button', { name: 'Guardar nos favoritos' })).toBeEnabled();
  });
});

describe('the heart on a classified page', () => {
  it('asks a visitor to log in, without asking for alerts', async () => {
    const { router } = renderApp('/classified/outra');
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Guardar nos favoritos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mockApi.alerts.mine).not.toHaveBeenCalled();
    expect(mockApi.alerts.create).not.toHaveBeenCalled();
  });

  it('keeps the ad for a logged-in person', async () => {
    logInForTest();
    mockApi.alerts.mine.mockResolvedValueOnce([]).mockResolvedValue([OTHER_ALERT]);
    mockApi.alerts.create.mockResolvedValue(OTHER_ALERT);
    renderApp('/classified/outra');
    const user = userEvent.setup({ delay: null });
    const heart = await screen.findByRole('button', { name: 'Guardar nos favoritos' });
    // Disabled until the alerts say whether the ad is already kept.
    await waitFor(() => expect(heart).toBeEnabled());

    await user.click(heart);

    expect(
      await screen.findByText('Anúncio guardado nos favoritos. Será avisado se for vendido, retirado ou dado como roubado.'),
    ).toBeInTheDocument();
    expect(mockApi.alerts.create).toHaveBeenCalledWith({ kind: 'favourite', bike: 'bike-other' });
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toBeInTheDocument();
  });

  it('is not offered on one’s own ad', async () => {
    logInForTest();
    mockApi.alerts.mine.mockResolvedValue([]);
    mockApi.bikes.mine.mockResolvedValue([ownBike('bike-other')]);
    renderApp('/classified/outra');

    expect(await screen.findByText('Este anúncio é seu: os interessados contactam-no por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar nos favoritos' })).not.toBeInTheDocument();
  });
});
