import { ApiError } from '@bicla/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../fixtures';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { CATEGORIES, CITIES, classified, classifiedPage } from '../classifieds/fixtures';
import { mockApi, searchAlert } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  logInForTest();
  mockApi.publicBikes.classifieds.mockResolvedValue(classifiedPage([classified()]));
  mockApi.lookups.cities.mockResolvedValue(CITIES);
  mockApi.lookups.categories.mockResolvedValue(CATEGORIES);
  mockApi.alerts.mine.mockResolvedValue([]);
  mockApi.messages.unreadCount.mockResolvedValue(0);
  mockApi.account.me.mockResolvedValue(demoUser());
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const saveButton = () => screen.findByRole('button', { name: 'Guardar pesquisa' });

describe("'Guardar pesquisa' on the classifieds", () => {
  it('is disabled while no filter is set', async () => {
    renderApp('/classified?page=2');

    expect(await saveButton()).toBeDisabled();
  });

  it('saves the filters of the URL, without the page', async () => {
    mockApi.alerts.create.mockResolvedValue(searchAlert('alert-1', 'Pesquisa: bianchi', { name: 'bianchi' }));
    renderApp('/classified?name=bianchi&city=Porto&category=cat-gravel&priceMin=100&priceMax=3000&page=2');
    const user = userEvent.setup({ delay: null });

    await user.click(await saveButton());

    expect(await screen.findByText('Pesquisa guardada. Receberá um email por dia com os novos anúncios.')).toBeInTheDocument();
    expect(mockApi.alerts.create).toHaveBeenCalledTimes(1);
    const [input] = mockApi.alerts.create.mock.calls[0];
    expect(JSON.parse(JSON.stringify(input))).toEqual({
      kind: 'search',
      filters: { name: 'bianchi', city: 'Porto', category: 'cat-gravel', priceMin: 100, priceMax: 3000 },
    });
  });

  it('shows the API’s refusal', async () => {
    mockApi.alerts.create.mockRejectedValue(new ApiError(409, 'ConflictError', 'Já guardou esta pesquisa'));
    renderApp('/classified?priceMax=500');
    const user = userEvent.setup({ delay: null });

    await user.click(await saveButton());

    expect(await screen.findByText('Já guardou esta pesquisa')).toBeInTheDocument();
  });

  it('sends a person whose session ended to /login, saving nothing', async () => {
    const { router } = renderApp('/classified?name=bianchi');
    const user = userEvent.setup({ delay: null });
    const button = await saveButton();

    logOutForTest();
    await user.click(button);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mockApi.alerts.create).not.toHaveBeenCalled();
  });
});
