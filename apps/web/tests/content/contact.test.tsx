import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { cmsBlock } from '../fixtures';
import { renderApp } from '../render-app';
import { cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

// A whole MUI form re-renders on each keystroke; on a busy shared machine that outlasts Jest's 5 s.
jest.setTimeout(30_000);

const sendContact = jest.mocked(api.publicPosts.contact);
const MESSAGES = ['O nome é obrigatório*', 'Digite um endereço de e-mail válido*', 'O assunto é obrigatório*', 'A mensagem é obrigatória*'];

beforeEach(() => {
  resetCms();
  cms.blocks.set(
    'contact',
    cmsBlock({
      slug: 'contact',
      title: 'Fale connosco',
      sub_title: 'Estamos aqui para ajudar',
      description: 'Respondemos normalmente em até dois dias úteis.',
      content: [
        { id: 1, title: 'E-mail', sub_title: null, description: 'apoio@bicla.pt' },
        { id: 2, title: 'Morada', sub_title: null, description: 'Lisboa, Portugal' },
      ],
    }),
  );
});

async function openContactForm() {
  const user = userEvent.setup();
  renderApp('/contact');
  const form = within(await screen.findByRole('form', { name: 'Envie-nos uma mensagem' }));
  const fields = {
    name: form.getByRole('textbox', { name: 'Nome' }),
    email: form.getByRole('textbox', { name: 'E-mail' }),
    subject: form.getByRole('textbox', { name: 'Assunto' }),
    message: form.getByRole('textbox', { name: 'Mensagem' }),
  };
  const submit = () => user.click(form.getByRole('button', { name: 'Enviar mensagem' }));
  /** Pastes rather than types: a keystroke at a time is slow and adds nothing here. */
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { user, form, fields, submit, fill };
}

describe('/contact', () => {
  it('shows the contact block, its details and the map card', async () => {
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fale connosco' })).toBeInTheDocument();
    expect(screen.getByText('Respondemos normalmente em até dois dias úteis.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'apoio@bicla.pt' })).toHaveAttribute('href', 'mailto:apoio@bicla.pt');
    expect(screen.getByText('Lisboa, Portugal')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Localização: Bicla, Lisboa, Portugal' })).toHaveTextContent('38.722, -9.139');
    expect(api.content.block).toHaveBeenCalledWith('contact');
  });

  it('shows the four messages and "Erro ao enviar dados" when sent empty, and sends nothing', async () => {
    const { form, submit } = await openContactForm();

    await submit();

    for (const message of MESSAGES) expect(await form.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText('Erro ao enviar dados')).toBeInTheDocument();
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('checks a field when it loses focus', async () => {
    const { user, form, fields } = await openContactForm();

    await user.type(fields.email, 'nao-e-um-email');
    await user.tab();

    expect(await form.findByText('Digite um endereço de e-mail válido*')).toBeInTheDocument();
    expect(form.queryByText('O nome é obrigatório*')).not.toBeInTheDocument();
    expect(fields.email).toHaveValue('nao-e-um-email');
  });

  it('sends the message, says so and clears the form', async () => {
    sendContact.mockResolvedValue({ documentId: 'contact-1' });
    const { fields, fill, submit } = await openContactForm();

    await fill(fields.name, '  Rita Lopes ');
    await fill(fields.email, 'rita@example.pt');
    await fill(fields.subject, 'Transferência');
    await fill(fields.message, 'Como transfiro a minha bicicleta?');
    await submit();

    expect(await screen.findByText('Mensagem enviada com sucesso!')).toBeInTheDocument();
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Rita Lopes',
      email: 'rita@example.pt',
      subject: 'Transferência',
      message: 'Como transfiro a minha bicicleta?',
    });
    await waitFor(() => expect(fields.name).toHaveValue(''));
    for (const field of Object.values(fields)) expect(field).toHaveValue('');
    expect(screen.queryByText('Erro ao enviar dados')).not.toBeInTheDocument();
  });

  it("keeps what was typed when the server refuses, and shows the server's message", async () => {
    sendContact.mockRejectedValue(new ApiError(429, 'TooManyRequestsError', 'Demasiadas tentativas. Tente novamente mais tarde.'));
    const { fields, fill, submit } = await openContactForm();

    await fill(fields.name, 'Rita');
    await fill(fields.email, 'rita@example.pt');
    await fill(fields.subject, 'Olá');
    await fill(fields.message, 'Uma pergunta');
    await submit();

    expect(await screen.findByText('Demasiadas tentativas. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(fields.message).toHaveValue('Uma pergunta');
    expect(screen.queryByText('Mensagem enviada com sucesso!')).not.toBeInTheDocument();
  });
});
