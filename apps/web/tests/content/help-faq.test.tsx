import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cmsBlock } from '../fixtures';
import { renderApp } from '../render-app';
import { cms, resetCms } from './content-api-mock';

jest.mock('../../src/lib/api', () => ({ api: jest.requireActual('./content-api-mock').mockedContentApi() }));

const QUESTIONS = ['O que é a Bicla?', 'Registar uma bicicleta tem algum custo?', 'Onde encontro o número de série?'];

beforeEach(() => {
  resetCms();
  cms.pages.set(
    'frequently-asked-questions',
    cmsBlock({
      slug: 'frequently-asked-questions',
      title: 'Perguntas frequentes',
      sub_title: 'Respostas rápidas às dúvidas mais comuns',
      description: 'Não encontra a resposta? Escreva-nos para apoio@bicla.pt.',
      content: [
        { id: 1, title: QUESTIONS[0], sub_title: null, description: 'É o registo nacional de bicicletas.' },
        { id: 2, title: QUESTIONS[1], sub_title: null, description: 'Não. O registo é **gratuito**.' },
        { id: 3, title: QUESTIONS[2], sub_title: null, description: 'Por baixo do quadro.' },
      ],
    }),
  );
});

const question = (name: string) => screen.getByRole('button', { name });

describe('/help', () => {
  it('shows the FAQ page with every question closed and marked with #', async () => {
    renderApp('/help');

    expect(await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(screen.getByText('Respostas rápidas às dúvidas mais comuns')).toBeInTheDocument();
    for (const name of QUESTIONS) {
      expect(question(name)).toHaveAttribute('aria-expanded', 'false');
      expect(question(name).textContent).toBe(`#${name}`);
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' });

    await user.click(question(QUESTIONS[0]));
    expect(question(QUESTIONS[0])).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: QUESTIONS[0] })).toHaveTextContent('É o registo nacional de bicicletas.');

    await user.click(question(QUESTIONS[1]));
    expect(question(QUESTIONS[1])).toHaveAttribute('aria-expanded', 'true');
    expect(question(QUESTIONS[0])).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: QUESTIONS[1] }).querySelector('strong')).toHaveTextContent('gratuito');

    await user.click(question(QUESTIONS[1]));
    for (const name of QUESTIONS) expect(question(name)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes a question from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' });

    act(() => question(QUESTIONS[2]).focus());
    await user.keyboard('{Enter}');
    expect(question(QUESTIONS[2])).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question(QUESTIONS[2])).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the contact page for questions the FAQ does not answer', async () => {
    renderApp('/help');
    expect(await screen.findByRole('link', { name: 'Fale connosco' })).toHaveAttribute('href', '/contact');
  });
});
