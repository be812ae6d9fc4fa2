import { acceptedTypes, acceptsFileName, acceptsMime, ACCEPTED_MIME_TYPES, storedExtension } from '../files';

describe('accepted file types', () => {
  it('lists images (webp included) and pdf, never svg', () => {
    expect(ACCEPTED_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'application/pdf']);
  });

  it('accepts a pdf only where an invoice is expected', () => {
    expect(acceptsMime('image-or-pdf', 'application/pdf')).toBe(true);
    expect(acceptsMime('image', 'application/pdf')).toBe(false);
    expect(acceptsMime('image', 'image/webp')).toBe(true);
    expect(acceptsMime('image', 'image/svg+xml')).toBe(false);
    expect(acceptedTypes('image').map((type) => type.mime)).not.toContain('application/pdf');
  });

  it.each([
    ['foto.JPG', 'image', true],
    ['foto.jpeg', 'image', true],
    ['foto.webp', 'image', true],
    ['fatura.pdf', 'image', false],
    ['fatura.pdf', 'image-or-pdf', true],
    ['x.html', 'image-or-pdf', false],
    ['x.svg', 'image', false],
    ['sem-extensao', 'image', false],
  ] as const)('checks the name %s as %s: %s', (name, kind, accepted) => {
    expect(acceptsFileName(kind, name)).toBe(accepted);
  });

  it('stores each type under one extension', () => {
    expect(storedExtension('image/jpeg')).toBe('.jpg');
    expect(storedExtension('application/pdf')).toBe('.pdf');
  });
});
