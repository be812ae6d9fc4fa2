import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { installManualBrowser, ManualIntersectionObserver, removeManualBrowser } from '../deferred-loading';
import { renderApp } from '../render-app';
import { UNMATCHED_PATH } from './paths';

jest.mock('../../src/lib/api', () => require('../session/mock-api').mockApiModule({ publicPosts: ['subscribe'] }));

const subscribe = jest.mocked(api.publicPosts.subscribe);

afterEach(() => {
  jest.clearAllMocks();
});

async function renderNewsletter() {
  renderApp(UNMATCHED_PATH);
  const form = within(await screen.findByRole('form', { name: 'Newsletter' }));
  return {
    field: form.getByRole('textbox', { name: 'Endereço de e-mail' }),
    submit: form.getByRole('button', { name: 'Subscrever' }),
    form,
  };
}

describe('the newsletter form', () => {
  it('asks for an address when sent empty, and sends nothing', async () => {
    const { submit, form } = await renderNewsletter();
    await userEvent.click(submit);
    expect(await form.findByText('É necessário um endereço de e-mail')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('asks for an address when the empty field is left', async () => {
    const { field, form } = await renderNewsletter();
    await userEvent.click(field);
    await userEvent.tab();
    expect(await form.findByText('É necessário um endereço de e-mail')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an invalid address on leaving the field and on sending', async () => {
    const { field, submit, form } = await renderNewsletter();
    await userEvent.type(field, 'ana@');
    await userEvent.tab();
    expect(await form.findByText('*Endereço de e-mail invalido')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(form.getByText('*Endereço de e-mail invalido')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(field).toHaveValue('ana@');
  });

  it("subscribes, says 'Sucesso!' and clears the field", async () => {
    subscribe.mockResolvedValue({ email: 'ana@example.pt' });
    const { field, submit } = await renderNewsletter();
    await userEvent.type(field, '  ana@example.pt ');
    await userEvent.click(submit);
    expect(await screen.findByText('Sucesso!')).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith('ana@example.pt');
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it("shows the CMS's duplicate refusal as 'Erro! E-mail já existe!' and keeps the address", async () => {
    // What apps/cms/src/api/newsletter sends for an address already subscribed.
    subscribe.mockRejectedValue(new ApiError(400, 'ValidationError', 'Erro! E-mail já existe!'));
    const { field, submit } = await renderNewsletter();
    await userEvent.type(field, 'ana@example.pt');
    await userEvent.click(submit);
    expect(await screen.findByText('Erro! E-mail já existe!')).toBeInTheDocument();
    expect(screen.queryByText('Sucesso!')).not.toBeInTheDocument();
    expect(field).toHaveValue('ana@example.pt');
  });

  it('says the form was not sent when the server cannot be reached', async () => {
    subscribe.mockRejectedValue(new ApiError(0, 'NetworkError', GENERIC_ERROR_MESSAGE));
    const { field, submit } = await renderNewsletter();
    await userEvent.type(field, 'ana@example.pt');
    await userEvent.click(submit);
    expect(await screen.findByText('Erro ao enviar dados')).toBeInTheDocument();
    expect(field).toHaveValue('ana@example.pt');
  });
});

describe('loading the newsletter form', () => {
  beforeEach(installManualBrowser);
  afterEach(removeManualBrowser);

  /** The footer with its heading, once the form's code is surely there: only the deferral holds it back. */
  async function renderFooter() {
    renderApp(UNMATCHED_PATH);
    const footer = await screen.findByRole('contentinfo');
    await act(async () => {
      await import('../../src/features/newsletter/components/newsletter-form');
    });
    expect(within(footer).getByRole('heading', { level: 2, name: 'Newsletter' })).toBeInTheDocument();
    expect(within(footer).queryByRole('form', { name: 'Newsletter' })).not.toBeInTheDocument();
    return footer;
  }

  it('waits for the visitor to near the footer', async () => {
    const footer = await renderFooter();
    act(() => ManualIntersectionObserver.watching(footer).scrollNear());
    const form = within(await within(footer).findByRole('form', { name: 'Newsletter' }));
    expect(form.getByRole('textbox', { name: 'Endereço de e-mail' })).toBeInTheDocument();
  });
});
