import { ApiError } from '@bicla/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { createTestQueryClient, renderApp } from '../render-app';

jest.mock('../../src/lib/api', () => require('./mock-api').mockApiModule({ account: ['resendConfirmation', 'providers'] }));

const resend = jest.mocked(api.account.resendConfirmation);

beforeEach(() => {
  resend.mockReset();
  jest.mocked(api.account.providers).mockResolvedValue([]);
});

async function renderVerify(path: string) {
  const queryClient = createTestQueryClient();
  const view = renderApp(path, queryClient);
  await screen.findByRole('heading', { level: 1, name: 'Obrigado pelo seu registo!' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const resendButton = () => screen.getByRole('button', { name: 'Reenviar email de confirmação' });

describe('/verify', () => {
  it('shows where the confirmation went and suggests the SPAM folder', async () => {
    await renderVerify('/verify?email=joana%40exemplo.pt');

    expect(screen.getByText('joana@exemplo.pt')).toBeInTheDocument();
    expect(screen.getByText(/Verifique a pasta de SPAM/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('sends the confirmation again, then goes to /login', async () => {
    resend.mockResolvedValue({ sent: true });
    const { user, router } = await renderVerify('/verify?email=joana%40exemplo.pt');

    await user.click(resendButton());

    expect(await screen.findByText('Verificação enviada com sucesso.')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith('joana@exemplo.pt');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("stays and shows the server's message when sending fails", async () => {
    resend.mockRejectedValue(new ApiError(400, 'ValidationError', 'Este e-mail já está confirmado.'));
    const { user, router } = await renderVerify('/verify?email=joana%40exemplo.pt');

    await user.click(resendButton());

    expect(await screen.findByText('Este e-mail já está confirmado.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('asks for the address when the page was opened without a valid one', async () => {
    resend.mockResolvedValue({ sent: true });
    const { user } = await renderVerify('/verify?email=nao-e-email');

    expect(screen.queryByText('nao-e-email')).not.toBeInTheDocument();
    await user.click(resendButton());
    expect(await screen.findByText('*O email é obrigatório')).toBeInTheDocument();
    expect(resend).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'joana@exemplo.pt');
    await user.click(resendButton());
    await waitFor(() => expect(resend).toHaveBeenCalledWith('joana@exemplo.pt'));
  });
});
