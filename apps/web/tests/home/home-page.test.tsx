import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient, renderApp } from '../render-app';
import { fullHomeData, preloadBelowTheFold, seedHome, type HomeData } from './home-data';

jest.mock('../../src/lib/api', () => ({ api: require('./api-mock').createHomeApiMock() }));

beforeAll(preloadBelowTheFold);

// The lists below the fold render after the first screen; in jsdom on a busy machine that is slow.
configure({ asyncUtilTimeout: 10_000 });

function renderHome(data: HomeData) {
  const queryClient = createTestQueryClient();
  seedHome(queryClient, data);
  return renderApp('/', queryClient);
}

/** The section a level-2 heading names, once it has rendered. */
async function section(name: string) {
  return within(await screen.findByRole('region', { name }));
}

describe('home page blocks', () => {
  it('shows every block from the cache, top to bottom', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1, name: 'Bicla: Registo Nacional de Bicicletas' });
    await screen.findByRole('heading', { level: 2, name: 'O que dizem os ciclistas' });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // Slides out of view are hidden from screen readers: only the banner's first slide counts.
    expect(headings).toEqual([
      'Registe a sua bicicleta',
      'O que é a Bicla?',
      'Registe a sua bicicleta em poucos minutos',
      'Selo de segurança Bicla',
      'A Bicla em números',
      'Bicicletas à venda',
      'O nosso blog',
      'Bicicletas Roubadas mais Recentemente',
      'Bicicletas que ajudámos a recuperar',
      'Marcas no registo',
      'O que dizem os ciclistas',
    ]);
  });

  it('shows the banner text and its items as slides', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Registe, proteja e recupere a sua bicicleta')).toBeInTheDocument();
    expect(screen.getByText('Um registo gratuito.')).toBeInTheDocument();
    const slider = within(screen.getByRole('group', { name: 'Destaques' }));
    const slides = slider.getAllByRole('article');
    expect(slides).toHaveLength(1);
    expect(within(slides[0]).getByRole('heading', { name: 'Registe a sua bicicleta' })).toBeInTheDocument();
    expect(within(slides[0]).getByText('Guarde o número de série.')).toBeInTheDocument();
    expect(slider.getByRole('button', { name: 'Diapositivo 2 de 2' })).toHaveAttribute('aria-current', 'false');
    expect(slider.getByRole('button', { name: 'Seguinte' })).toBeInTheDocument();
    expect(slider.getByRole('button', { name: 'Parar a passagem automática' })).toBeInTheDocument();
  });

  it('links the about block to /about-us and the registration block to /sign-up', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const about = await section('O que é a Bicla?');
    expect(about.getByText('O registo nacional de bicicletas.')).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Saiba mais sobre nós' })).toHaveAttribute('href', '/about-us');
    const register = await section('Registe a sua bicicleta em poucos minutos');
    expect(register.getByRole('link', { name: 'Regista-te agora!' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows the safety seal with its points', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const seal = await section('Selo de segurança Bicla');
    expect(seal.getByText('Um aviso discreto')).toBeInTheDocument();
    expect(seal.getByRole('heading', { level: 3, name: 'Dissuade o roubo' })).toBeInTheDocument();
    expect(seal.getByText('Difícil de revender.')).toBeInTheDocument();
  });

  it('shows the live counts under the statistics heading, with the block items', async () => {
    renderHome(fullHomeData());

    const stats = within(await screen.findByRole('region', { name: 'A Bicla em números' }));
    expect(stats.getByText(/^12\s345$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bicicletas registadas' })).toBeInTheDocument();
    expect(screen.getByText('Validadas pela nossa equipa.')).toBeInTheDocument();
    expect(screen.getByText('Dados do registo, atualizados em tempo real')).toBeInTheDocument();
  });

  it('shows the newest classifieds as cards linking to their ads', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const ads = await section('Bicicletas à venda');
    expect(ads.getByRole('link', { name: 'Orbea Vibe H30' })).toHaveAttribute('href', '/classified/urbana-azul-1');
    expect(ads.getByText('Compre')).toBeInTheDocument();
    expect(ads.getByText('Lisboa')).toBeInTheDocument();
    expect(ads.getByText(/450\s€/)).toBeInTheDocument();
    expect(ads.getByRole('link', { name: 'Ver todos os classificados' })).toHaveAttribute('href', '/classified');
  });

  it('shows at most four classifieds', async () => {
    const data = fullHomeData();
    data.classifieds = Array.from({ length: 6 }, (_, i) =>
      ({ ...data.classifieds[0], documentId: `ad-${i}`, slug: `ad-${i}`, model: `Modelo ${i}` }),
    );
    renderHome(data);

    await screen.findByRole('heading', { level: 1 });
    expect((await section('Bicicletas à venda')).getAllByRole('article')).toHaveLength(4);
  });

  it('shows the recent blog posts with their date badge and a link to each', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const blog = await section('O nosso blog');
    expect(blog.getByText('Guias práticos.')).toBeInTheDocument();
    expect(blog.getByRole('heading', { level: 3, name: 'Como escolher um cadeado' })).toBeInTheDocument();
    expect(blog.getByText('NOV')).toBeInTheDocument();
    expect(blog.getByText('22')).toBeInTheDocument();
    expect(blog.getByText('O cadeado é a primeira linha de defesa.')).toBeInTheDocument();
    expect(blog.queryByText(/Segundo parágrafo/)).not.toBeInTheDocument();
    expect(blog.getByRole('link', { name: 'Ler mais: Como escolher um cadeado' })).toHaveAttribute('href', '/blogs/como-escolher-um-cadeado');
  });

  it('shows the recovered bikes under the block title, linking to their public pages', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const recovered = await section('Bicicletas que ajudámos a recuperar');
    expect(recovered.getByText('Pequenas vitórias.')).toBeInTheDocument();
    expect(recovered.getByText('Recuperada')).toBeInTheDocument();
    expect(recovered.getByRole('link', { name: 'Gravel do João' })).toHaveAttribute('href', '/search-bikes/gravel-do-joao-1');
    expect(recovered.getByText('Canyon')).toBeInTheDocument();
    // Only recoveries their owner agreed to share are listed, and each tells its story.
    expect(recovered.getByText('«Um leitor reconheceu-a num anúncio.»')).toBeInTheDocument();
  });

  it('links every brand of the strip to its entry on the manufacturers page', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const brands = await section('Marcas no registo');
    const logo = brands.getByRole('link', { name: 'Trek' });
    expect(logo).toHaveAttribute('href', '/bike-manufacturer-list#trek');
    expect(within(logo).getByRole('img', { name: 'Trek' })).toHaveAttribute('src', 'http://cms.test/uploads/logo-trek.jpg');
    expect(brands.getByRole('link', { name: 'Btwin' })).toHaveAttribute('href', '/bike-manufacturer-list#btwin');
  });

  it('shows at most ten brands, those with a logo first', async () => {
    const data = fullHomeData();
    data.brands = Array.from({ length: 12 }, (_, i) => ({
      ...data.brands[0],
      documentId: `brand-${i}`,
      name: `Marca ${i}`,
      slug: `marca-${i}`,
      image: i === 11 ? data.brands[0].image : null,
    }));
    renderHome(data);

    await screen.findByRole('heading', { level: 1 });
    const links = (await section('Marcas no registo')).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAccessibleName('Marca 11');
  });

  it('quotes published reviews by first name, then the testimonials', async () => {
    renderHome(fullHomeData());

    await screen.findByRole('heading', { level: 1 });
    const quotes = (await section('O que dizem os ciclistas')).getAllByRole('figure');
    expect(quotes).toHaveLength(2);
    expect(within(quotes[0]).getByText('Comprei descansado')).toBeInTheDocument();
    expect(within(quotes[0]).getByText('Pesquisei o número de série.')).toBeInTheDocument();
    expect(within(quotes[0]).getByText('João')).toBeInTheDocument();
    expect(within(quotes[1]).getByText('Uma loja reconheceu a minha bicicleta.')).toBeInTheDocument();
    expect(within(quotes[1]).getByText('Marta, Braga')).toBeInTheDocument();
  });
});

describe('home page blocks without data', () => {
  function emptyHomeData(): HomeData {
    const data = fullHomeData();
    return {
      ...data,
      blocks: { banner: data.blocks.banner },
      classifieds: [],
      posts: [],
      stolen: [],
      recovered: [],
      brands: [],
      testimonials: [],
      reviews: [],
    };
  }

  it('leaves out every block the CMS has nothing for, keeping the banner', async () => {
    renderHome(emptyHomeData());

    await screen.findByRole('heading', { level: 1, name: 'Bicla: Registo Nacional de Bicicletas' });
    await act(async () => {
      await preloadBelowTheFold();
    });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Registe a sua bicicleta']);
  });

  it('leaves out the statistics when the block has no items, even with counts', async () => {
    const data = fullHomeData();
    data.blocks.statistics = { ...data.blocks.statistics!, content: [] };
    renderHome(data);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'A Bicla em números' })).not.toBeInTheDocument();
    expect(screen.queryByText('Bicicletas registadas')).not.toBeInTheDocument();
  });

  it('hides the blocks whose requests fail and still shows the rest', async () => {
    const queryClient = createTestQueryClient();
    const data = fullHomeData();
    seedHome(queryClient, data);
    // The API mock fails every request: these blocks must load, fail and stay hidden.
    queryClient.removeQueries({ queryKey: ['bikes', 'stolen', 'recent'] });
    queryClient.removeQueries({ queryKey: ['content', 'testimonials'] });
    queryClient.removeQueries({ queryKey: ['content', 'reviews'] });
    renderApp('/', queryClient);

    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('heading', { name: 'Marcas no registo' });
    await waitFor(() => expect(queryClient.getQueryState(['bikes', 'stolen', 'recent'])?.status).toBe('error'));
    await waitFor(() => expect(queryClient.getQueryState(['content', 'testimonials'])?.status).toBe('error'));
    expect(screen.queryByRole('heading', { name: 'Bicicletas Roubadas mais Recentemente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'O que dizem os ciclistas' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O nosso blog' })).toBeInTheDocument();
  });
});
