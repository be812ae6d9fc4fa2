import { checkQuerySchema, CHECK_MESSAGES, createApiClient } from '../index';
import { jsonResponse, recordingTransport } from '../test-support/recording-transport';

describe('public check', () => {
  it('asks /api/v1/check with the one trimmed key and returns the answer', async () => {
    const answer = { status: 'unknown', checkedAt: '2026-11-23T10:00:00.000Z', url: null };
    const { requests, fetchImpl } = recordingTransport(() => jsonResponse({ data: answer, meta: {} }));
    const client = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });
    await expect(client.check.bike({ serial: '  0BS-12 345 ' })).resolves.toEqual(answer);
    expect(requests[0].url.pathname).toBe('/api/v1/check');
    expect(requests[0].url.search).toBe('?serial=0BS-12+345');
  });

  it('accepts exactly one of serial, registry and slug', async () => {
    await expect(checkQuerySchema.validate({ registry: 'ABC123XYZ' })).resolves.toEqual({ registry: 'ABC123XYZ' });
    await expect(checkQuerySchema.validate({})).rejects.toThrow(CHECK_MESSAGES.oneKey);
    await expect(checkQuerySchema.validate({ serial: ' ' })).rejects.toThrow(CHECK_MESSAGES.oneKey);
    await expect(checkQuerySchema.validate({ serial: 'a', slug: 'b' })).rejects.toThrow(CHECK_MESSAGES.oneKey);
    await expect(checkQuerySchema.validate({ serial: 'x'.repeat(201) })).rejects.toThrow(CHECK_MESSAGES.tooLong);
    await expect(checkQuerySchema.validate({ serial: 'a', user: '1' }, { stripUnknown: false })).rejects.toThrow(CHECK_MESSAGES.unknownKey);
  });
});

describe('bike documents', () => {
  it('downloads the certificate and the poster of a bike as PDF blobs', async () => {
    const { requests, fetchImpl } = recordingTransport(
      () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const client = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => 'jwt' });
    const certificate = await client.bikeDocuments.certificate('doc 1');
    await client.bikeDocuments.poster('doc1');
    expect(await certificate.text()).toBe('%PDF');
    expect(requests.map(({ url }) => url.pathname)).toEqual(['/api/bikes/doc%201/certificate', '/api/bikes/doc1/poster']);
    expect(requests[0].authorization).toBe('Bearer jwt');
  });
});
