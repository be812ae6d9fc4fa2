import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { formatEuro } from '../../src/lib/format';
import { cmsBlock } from '../fixtures';
import { renderApp } from '../render-app';
import { cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

// A whole MUI form re-renders on each keystroke; on a busy shared machine that outlasts Jest's 5 s.
jest.setTimeout(30_000);

const donate = jest.mocked(api.publicPosts.donate);

beforeEach(() => {
  resetCms();
  cms.blocks.set(
    'donations',
    cmsBlock({
      slug: 'donations',
      title: 'Ajude a manter a Bicla gratuita',
      description: 'A Bicla é **gratuita** para todos os ciclistas.',
      content: [
        { id: 1, title: '5 €', sub_title: 'Um café e um pastel de nata', description: 'Ajuda a pagar o alojamento.' },
        { id: 2, title: '15 €', sub_title: 'Uma câmara de ar', description: 'Ajuda a cobrir os e-mails.' },
      ],
    }),
  );
  cms.pages.set(
    'donations',
    cmsBlock({ slug: 'donations', title: 'Donativos', sub_title: 'Ajude a manter o registo gratuito', description: '## Para onde vai o seu donativo\n\nServidores.' }),
  );
});

async function openDonationForm() {
  const user = userEvent.setup();
  renderApp('/donate');
  const form = within(await screen.findByRole('form', { name: 'Faça o seu donativo' }));
  const fields = {
    amount: form.getByRole('spinbutton', { name: 'Valor do donativo' }),
    name: form.getByRole('textbox', { name: 'Nome' }),
    email: form.getByRole('textbox', { name: 'E-mail' }),
    message: form.getByRole('textbox', { name: 'Mensagem (opcional)' }),
  };
  const submit = () => user.click(form.getByRole('button', { name: 'Registar donativo' }));
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { user, form, fields, submit, fill };
}

describe('/donate', () => {
  it('shows the donations page and block, and says honestly that no payment is taken', async () => {
    renderApp('/donate');

    expect(await screen.findByRole('heading', { level: 1, name: 'Donativos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ajude a manter a Bicla gratuita' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '15 €' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Para onde vai o seu donativo' })).toBeInTheDocument();
    expect(screen.getByText(/Ainda não recebemos pagamentos no site/)).toHaveTextContent(/e-mail de agradecimento/);
  });

  it('shows each message and "Erro ao enviar dados" when sent empty', async () => {
    const { form, submit } = await openDonationForm();

    await submit();

    expect(await form.findByText('O valor do donativo é obrigatório*')).toBeInTheDocument();
    expect(form.getByText('O nome é obrigatório*')).toBeInTheDocument();
    expect(form.getByText('Digite um endereço de e-mail válido*')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao enviar dados')).toBeInTheDocument();
    expect(donate).not.toHaveBeenCalled();
  });

  it('refuses an amount under 1 € when the field loses focus', async () => {
    const { user, form, fields } = await openDonationForm();

    await user.type(fields.amount, '0.5');
    await user.tab();

    expect(await form.findByText('O donativo mínimo é de 1 €*')).toBeInTheDocument();
    expect(fields.amount).toHaveValue(0.5);
  });

  it('records a pledge with a suggested amount, thanks the donor and clears the form', async () => {
    donate.mockResolvedValue({ documentId: 'donation-1' });
    const { user, form, fields, submit, fill } = await openDonationForm();

    const fifteen = form.getByRole('button', { name: formatEuro(15) });
    await user.click(fifteen);
    expect(fifteen).toHaveAttribute('aria-pressed', 'true');
    expect(fields.amount).toHaveValue(15);
    await fill(fields.name, 'Marta Costa');
    await fill(fields.email, 'marta@example.pt');
    await submit();

    expect(await screen.findByText('Obrigado! O seu donativo foi registado.')).toBeInTheDocument();
    expect(donate).toHaveBeenCalledWith({ name: 'Marta Costa', email: 'marta@example.pt', amount: 15, message: null });
    expect(form.getByRole('status')).toHaveTextContent('Obrigado, Marta Costa! Registámos o seu donativo de 15 €.');
    expect(fields.amount).toHaveValue(null);
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
  });
});
