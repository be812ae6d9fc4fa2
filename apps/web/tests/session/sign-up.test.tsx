import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupQueries } from '../../src/features/lookups/api';
import { api } from '../../src/lib/api';
import { cmsBlock } from '../fixtures';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { city, demoUser } from './support';

// Typing into MUI fields is slow in jsdom when the machine is busy.
jest.setTimeout(30_000);

jest.mock('../../src/lib/api', () => require('./mock-api').mockApiModule({ account: ['register', 'providers'], content: ['page'] }));

const register = jest.mocked(api.account.register);
const providers = jest.mocked(api.account.providers);
const fetchPage = jest.mocked(api.content.page);

const CITIES = [city(1, 'Lagoa', 'Faro'), city(2, 'Lagoa', 'Açores'), city(3, 'Lisboa', 'Lisboa'), city(4, 'Porto', 'Porto')];

beforeEach(() => {
  register.mockReset();
  providers.mockReset().mockResolvedValue([]);
  fetchPage.mockReset();
});

afterEach(() => {
  logOutForTest();
  jest.restoreAllMocks();
});

async function renderSignUp() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(lookupQueries.cities().queryKey, CITIES);
  const view = renderApp('/sign-up', queryClient);
  await screen.findByRole('heading', { level: 1, name: 'Registo' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText('Palavra-passe');
const confirmationField = () => screen.getByLabelText('Confirmação da palavra-passe');
const cityField = () => screen.getByRole('combobox', { name: 'Localidade' });
const termsBox = () => screen.getByRole('checkbox', { name: /Li e aceito/ });
const submit = () => screen.getByRole('button', { name: 'Registar' });

/** Pastes each value (one input event per field, not one per key) and picks Lisboa from the list. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  for (const [input, value] of [
    [field('Nome'), 'Joana Lopes'],
    [field('Email'), 'Joana@Exemplo.pt'],
    [passwordField(), 'BoaPalavra1'],
    [confirmationField(), 'BoaPalavra1'],
  ] as const) {
    await user.click(input);
    await user.paste(value);
  }
  await user.type(cityField(), 'lisb');
  await user.click(await screen.findByRole('option', { name: /Lisboa/ }));
  await user.click(termsBox());
}

describe('/sign-up', () => {
  it('has the heading, the note on data, the login link and the terms links', async () => {
    await renderSignUp();

    expect(screen.getByText(/Os dados recolhidos são usados apenas para o normal funcionamento/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Já tem conta? Faça Login' })).toHaveAttribute('href', '/login');
    const terms = screen.getByRole('link', { name: 'termos de utilização' });
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('shows each Portuguese message when a field is left', async () => {
    const { user } = await renderSignUp();

    await user.click(field('Nome'));
    await user.tab();
    expect(await screen.findByText('*Nome é obrigatório')).toBeInTheDocument();

    await user.click(field('Email'));
    await user.tab();
    expect(await screen.findByText('*Email é obrigatório')).toBeInTheDocument();
    await user.type(field('Email'), 'joana');
    await user.tab();
    expect(await screen.findByText('*Email inválido')).toBeInTheDocument();

    await user.click(passwordField());
    await user.tab();
    expect(await screen.findByText('*Palavra-passe é obrigatória')).toBeInTheDocument();

    await user.click(confirmationField());
    await user.tab();
    expect(await screen.findByText('*Confirmação de palavra-passe é obrigatória')).toBeInTheDocument();

    await user.type(passwordField(), 'BoaPalavra1');
    await user.type(confirmationField(), 'OutraPalavra1');
    await user.tab();
    expect(await screen.findByText('*As palavras-passe não correspondem. Tente de novo.')).toBeInTheDocument();

    await user.click(cityField());
    await user.tab();
    expect(await screen.findByText('*Localidade é obrigatória')).toBeInTheDocument();
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const { user } = await renderSignUp();
    await user.click(submit());

    for (const message of [
      '*Nome é obrigatório',
      '*Email é obrigatório',
      '*Palavra-passe é obrigatória',
      '*Confirmação de palavra-passe é obrigatória',
      '*Localidade é obrigatória',
      '*Por favor, aceite os termos e condições.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(termsBox()).toHaveAccessibleDescription('*Por favor, aceite os termos e condições.');
    expect(register).not.toHaveBeenCalled();
  });

  it('offers the municipalities, with the district only where names repeat', async () => {
    const { user } = await renderSignUp();
    await user.type(cityField(), 'lag');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['LagoaFaro', 'LagoaAçores']);

    await user.clear(cityField());
    await user.type(cityField(), 'lisb');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Lisboa']));
  });

  it('creates the account and goes to /verify with the address', async () => {
    register.mockResolvedValue({ user: demoUser({ email: 'joana@exemplo.pt', confirmed: false }) });
    const { user, router } = await renderSignUp();

    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByText('Conta criada com sucesso.')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith({
      username: 'joana@exemplo.pt',
      email: 'joana@exemplo.pt',
      password: 'BoaPalavra1',
      name: 'Joana Lopes',
      city: 'Lisboa',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(router.state.location.search).toEqual({ email: 'joana@exemplo.pt' });
    expect(await screen.findByText('joana@exemplo.pt')).toBeInTheDocument();
  });

  it("shows 'Nome de usuário existente' for a taken email and keeps what was typed", async () => {
    register.mockRejectedValue(new ApiError(400, 'ApplicationError', 'Nome de usuário existente'));
    const { user, router } = await renderSignUp();

    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByText('Nome de usuário existente')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(field('Nome')).toHaveValue('Joana Lopes');
    expect(cityField()).toHaveValue('Lisboa');
  });

  it('does not submit on Enter', async () => {
    register.mockResolvedValue({ user: demoUser({ confirmed: false }) });
    const { user } = await renderSignUp();
    await fillValidForm(user);

    await user.click(field('Nome'));
    await user.keyboard('{Enter}');
    await user.click(passwordField());
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).not.toHaveBeenCalled();

    // The same form is valid: the button sends it.
    await user.click(submit());
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('shows the privacy policy from the CMS in the terms modal', async () => {
    fetchPage.mockResolvedValue(
      cmsBlock({ slug: 'privacy-policy', title: 'Política de Privacidade', description: '## Os seus direitos\n\nPode pedir os seus dados.' }),
    );
    const { user } = await renderSignUp();

    await user.click(screen.getByRole('button', { name: 'política de privacidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de Privacidade' });
    expect(await within(dialog).findByRole('heading', { name: 'Os seus direitos' })).toBeInTheDocument();
    expect(within(dialog).getByText('Pode pedir os seus dados.')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith('privacy-policy');

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(termsBox()).not.toBeChecked();
  });

  it('offers registration through the configured social logins', async () => {
    providers.mockResolvedValue(['google', 'facebook']);
    await renderSignUp();

    expect(await screen.findByRole('link', { name: 'Registar com Google' })).toHaveAttribute('href', 'http://cms.test/api/connect/google');
    expect(screen.getByRole('link', { name: 'Registar com Facebook' })).toHaveAttribute('href', 'http://cms.test/api/connect/facebook');
  });

  it('sends a logged-in user to the home page', async () => {
    logInForTest();
    const queryClient = createTestQueryClient();
      const { router } = renderApp('/sign-up', queryClient);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Registo' })).not.toBeInTheDocument();
  });
});
