import { ApiError } from '@bicla/api-client';
import { screen } from '@testing-library/react';
import { renderApp } from '../render-app';
import { mockApi } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  jest.clearAllMocks();
});

describe('/cancelar-alerta', () => {
  it('cancels the alert of the link once, without a session, and says which it was', async () => {
    mockApi.alerts.unsubscribe.mockResolvedValue({ removed: true, description: 'Roubos em Lisboa' });
    renderApp('/cancelar-alerta?token=tok.assinatura');

    expect(await screen.findByText('Deixou de receber este alerta: Roubos em Lisboa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelar alerta' })).toBeInTheDocument();
    expect(mockApi.alerts.unsubscribe).toHaveBeenCalledTimes(1);
    expect(mockApi.alerts.unsubscribe).toHaveBeenCalledWith('tok.assinatura');
    expect(screen.getByRole('link', { name: 'Ver os meus alertas' })).toHaveAttribute('href', '/my-account#alertas');
  });

  it('says when the alert was already cancelled', async () => {
    mockApi.alerts.unsubscribe.mockResolvedValue({ removed: false, description: null });
    renderApp('/cancelar-alerta?token=tok.assinatura');

    expect(await screen.findByText('Este alerta já tinha sido cancelado.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a bad link', async () => {
    mockApi.alerts.unsubscribe.mockRejectedValue(new ApiError(400, 'ValidationError', 'Ligação de cancelamento inválida'));
    renderApp('/cancelar-alerta?token=adulterado');

    expect(await screen.findByText('Ligação de cancelamento inválida')).toBeInTheDocument();
    expect(screen.queryByText(/Deixou de receber/)).not.toBeInTheDocument();
  });

  it('refuses a link without its token, asking nothing', async () => {
    renderApp('/cancelar-alerta');

    expect(await screen.findByText('Ligação de cancelamento inválida')).toBeInTheDocument();
    expect(mockApi.alerts.unsubscribe).not.toHaveBeenCalled();
  });
});
