import { ValidationError, type AnyObjectSchema } from 'yup';
import { ApiError, MESSAGES, contactSchema, createApiClient, donationSchema, newsletterSchema, reviewSchema } from '../index';
import { jsonResponse as json, recordingTransport as transport } from '../test-support/recording-transport';

const P = MESSAGES.publicPosts;

const client = (fetchImpl: typeof fetch, token: string | null = null) =>
  createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => token }).publicPosts;

describe('public post fetchers', () => {
  it('subscribes with POST /api/newsletters and { data: { email } }, without a token', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { email: 'leitora@exemplo.pt' }, meta: {} }, 201));

    await expect(client(fetchImpl).subscribe('Leitora@Exemplo.pt')).resolves.toEqual({ email: 'leitora@exemplo.pt' });

    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe('http://cms.test/api/newsletters');
    expect(request.body).toEqual({ data: { email: 'Leitora@Exemplo.pt' } });
    expect(request.authorization).toBeNull();
  });

  it('sends the contact form to POST /api/contacts and returns the stored documentId', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'c1' }, meta: {} }, 201));
    const input = { name: 'Ana', email: 'ana@exemplo.pt', subject: 'Dúvida', message: 'Olá' };

    await expect(client(fetchImpl).contact(input)).resolves.toEqual({ documentId: 'c1' });

    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.href).toBe('http://cms.test/api/contacts');
    expect(requests[0].body).toEqual({ data: input });
  });

  it('sends a pledge to POST /api/donations with the amount as a number', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'd1' }, meta: {} }, 201));
    const input = { name: 'Ana', email: 'ana@exemplo.pt', amount: 25.5, message: null };

    await expect(client(fetchImpl).donate(input)).resolves.toEqual({ documentId: 'd1' });

    expect(requests[0].url.href).toBe('http://cms.test/api/donations');
    expect(requests[0].body).toEqual({ data: { name: 'Ana', email: 'ana@exemplo.pt', amount: 25.5, message: null } });
  });

  it("sends a review to POST /api/reviews with the user's token", async () => {
    const review = { documentId: 'r1', title: 'Ótimo', description: 'Recuperei a minha bicicleta.' };
    const { requests, fetchImpl } = transport(() => json({ data: review, meta: {} }, 201));

    await expect(client(fetchImpl, 'jwt.da.ana').review({ title: 'Ótimo', description: 'Recuperei a minha bicicleta.' })).resolves.toEqual(review);

    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.href).toBe('http://cms.test/api/reviews');
    expect(requests[0].body).toEqual({ data: { title: 'Ótimo', description: 'Recuperei a minha bicicleta.' } });
    expect(requests[0].authorization).toBe('Bearer jwt.da.ana');
  });

  it("rejects a duplicate subscription with an ApiError carrying the server's message", async () => {
    const { fetchImpl } = transport(() =>
      json({ data: null, error: { status: 400, name: 'ValidationError', message: P.newsletter.duplicate } }, 400),
    );
    const error = await client(fetchImpl)
      .subscribe('leitora@exemplo.pt')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Erro! E-mail já existe!' });
  });

  it('rejects a rate-limited contact with status 429', async () => {
    const { fetchImpl } = transport(() =>
      json({ data: null, error: { status: 429, name: 'RateLimitError', message: MESSAGES.tooManyRequests } }, 429),
    );
    await expect(
      client(fetchImpl).contact({ name: 'Ana', email: 'ana@exemplo.pt', subject: 'Dúvida', message: 'Olá' }),
    ).rejects.toMatchObject({ status: 429, message: MESSAGES.tooManyRequests });
  });
});

/** The message of the first failure, as the CMS's validateBody reports it. */
async function firstError(schema: AnyObjectSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  return null;
}

const contact = { name: 'Ana Silva', email: 'ana@exemplo.pt', subject: 'Bicicleta', message: 'Olá!' };
const donation = { name: 'Ana Silva', email: 'ana@exemplo.pt', amount: 25.5 };
const review = { title: 'Excelente', description: 'Encontraram a minha bicicleta.' };

describe('newsletterSchema', () => {
  it.each([
    ['missing', {}, 'É necessário um endereço de e-mail'],
    ['blank', { email: '   ' }, 'É necessário um endereço de e-mail'],
    ['not an email', { email: 'leitora@' }, '*Endereço de e-mail invalido'],
    ['too long', { email: `${'a'.repeat(250)}@x.pt` }, '*Endereço de e-mail invalido'],
    ['not text', { email: { $ne: '' } }, '*Endereço de e-mail invalido'],
    ['with another key', { email: 'a@exemplo.pt', publishedAt: null }, MESSAGES.unknownField],
  ])('refuses an email that is %s', async (_, value, message) => {
    expect(await firstError(newsletterSchema, value)).toBe(message);
  });

  it('trims the address', async () => {
    await expect(newsletterSchema.validate({ email: '  Leitora@Exemplo.pt ' })).resolves.toEqual({ email: 'Leitora@Exemplo.pt' });
  });
});

describe('contactSchema', () => {
  it.each([
    ['name', 'O nome é obrigatório*'],
    ['email', 'Digite um endereço de e-mail válido*'],
    ['subject', 'O assunto é obrigatório*'],
    ['message', 'A mensagem é obrigatória*'],
  ])('requires %s', async (field, message) => {
    expect(await firstError(contactSchema, { ...contact, [field]: undefined })).toBe(message);
    expect(await firstError(contactSchema, { ...contact, [field]: ' ' })).toBe(message);
  });

  it.each([
    ['name', 201, 'O nome não pode ter mais de 200 caracteres*'],
    ['subject', 201, 'O assunto não pode ter mais de 200 caracteres*'],
    ['message', 5001, 'A mensagem não pode ter mais de 5000 caracteres*'],
  ])('bounds the length of %s', async (field, length, message) => {
    expect(await firstError(contactSchema, { ...contact, [field]: 'x'.repeat(length) })).toBe(message);
    expect(await firstError(contactSchema, { ...contact, [field]: 'x'.repeat(length - 1) })).toBeNull();
  });

  it('refuses an invalid email and unknown keys', async () => {
    expect(await firstError(contactSchema, { ...contact, email: 'ana.exemplo.pt' })).toBe('Digite um endereço de e-mail válido*');
    expect(await firstError(contactSchema, { ...contact, id: 1 })).toBe(MESSAGES.unknownField);
    expect(await firstError(contactSchema, 'texto')).toBe(MESSAGES.sendFailed);
  });

  it('refuses values that are not text with the field\'s message', async () => {
    expect(await firstError(contactSchema, { ...contact, name: ['Ana'] })).toBe('O nome é obrigatório*');
    expect(await firstError(contactSchema, { ...contact, message: { html: '<b>Olá</b>' } })).toBe('A mensagem é obrigatória*');
    expect(await firstError(donationSchema, { ...donation, message: ['x'] })).toBe(MESSAGES.sendFailed);
  });
});

describe('donationSchema', () => {
  it.each([
    ['name', 'O nome é obrigatório*'],
    ['email', 'Digite um endereço de e-mail válido*'],
    ['amount', 'O valor do donativo é obrigatório*'],
  ])('requires %s', async (field, message) => {
    expect(await firstError(donationSchema, { ...donation, [field]: undefined })).toBe(message);
  });

  it.each([
    [0, 'O donativo mínimo é de 1 €*'],
    [-5, 'O donativo mínimo é de 1 €*'],
    [0.99, 'O donativo mínimo é de 1 €*'],
    [100_000.01, 'O donativo máximo é de 100 000 €*'],
    ['abc', 'O valor do donativo tem de ser um número*'],
    ['', 'O valor do donativo é obrigatório*'],
    [1.234, 'O valor do donativo não pode ter mais de 2 casas decimais*'],
  ])('refuses the amount %p', async (amount, message) => {
    expect(await firstError(donationSchema, { ...donation, amount })).toBe(message);
  });

  it.each([1, 19.99, 25.5, 100_000])('accepts the amount %p', async (amount) => {
    expect(await firstError(donationSchema, { ...donation, amount })).toBeNull();
  });

  it('keeps the message optional, blank as null, and bounded', async () => {
    await expect(donationSchema.validate(donation)).resolves.toMatchObject({ message: null });
    await expect(donationSchema.validate({ ...donation, message: '  ' })).resolves.toMatchObject({ message: null });
    expect(await firstError(donationSchema, { ...donation, message: 'x'.repeat(2001) })).toBe(
      'A mensagem não pode ter mais de 2000 caracteres*',
    );
  });
});

describe('reviewSchema', () => {
  it.each([
    ['title', 'O título é obrigatório*'],
    ['description', 'A descrição é obrigatória*'],
  ])('requires %s', async (field, message) => {
    expect(await firstError(reviewSchema, { ...review, [field]: '' })).toBe(message);
  });

  it('bounds the lengths and refuses a user chosen by the client', async () => {
    expect(await firstError(reviewSchema, { ...review, title: 'x'.repeat(201) })).toBe('O título não pode ter mais de 200 caracteres*');
    expect(await firstError(reviewSchema, { ...review, description: 'x'.repeat(2001) })).toBe(
      'A descrição não pode ter mais de 2000 caracteres*',
    );
    expect(await firstError(reviewSchema, { ...review, user: 1 })).toBe(MESSAGES.unknownField);
  });
});

describe('published reviews', () => {
  it('reads GET /api/reviews and returns the list', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: [{ documentId: 'r1', author: 'Ana' }], meta: {} }));
    const api = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });
    await expect(api.publicPosts.publishedReviews()).resolves.toEqual([{ documentId: 'r1', author: 'Ana' }]);
    expect(`${requests[0].method} ${requests[0].url.pathname}`).toBe('GET /api/reviews');
  });
});
