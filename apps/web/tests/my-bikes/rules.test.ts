import { acceptAttribute, acceptedFormatsLabel, photoFormatError } from '../../src/features/my-bikes/photo-rules';
import { recoveryChecklist } from '../../src/features/my-bikes/recovery-checklist';
import { ownerBike, STOLEN_DETAILS } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

describe('photo formats (spec, section 5)', () => {
  // The same list as the CMS's upload check (@bicla/api-client/shared): webp included.
  it.each(['a.gif', 'a.png', 'a.bmp', 'a.jpeg', 'a.jpg', 'FOTO.JPG', 'x.y.Png', 'a.webp'])('accepts %s as a bike or serial photo', (name) => {
    expect(photoFormatError({ name }, 'image')).toBeNull();
  });

  it.each(['fatura.pdf', 'a.svg', 'a.heic', 'semextensao', 'a.png.exe', 'x.html'])('refuses %s as a bike or serial photo', (name) => {
    expect(photoFormatError({ name }, 'image')).toBe('*Formato de imagem inválido');
  });

  it('accepts a PDF only as the invoice', () => {
    expect(photoFormatError({ name: 'fatura.PDF' }, 'image-or-pdf')).toBeNull();
    expect(photoFormatError({ name: 'fatura.jpg' }, 'image-or-pdf')).toBeNull();
    expect(photoFormatError({ name: 'fatura.docx' }, 'image-or-pdf')).toBe('*Formato de imagem inválido');
  });

  it('tells the file picker the same formats', () => {
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,.gif,.bmp,.webp,image/jpeg,image/png,image/gif,image/bmp,image/webp');
    expect(acceptedFormatsLabel('image')).toBe('JPEG, PNG, GIF, BMP ou WEBP');
    expect(acceptedFormatsLabel('image-or-pdf')).toBe('JPEG, PNG, GIF, BMP, WEBP ou PDF');
    expect(acceptAttribute('image-or-pdf')).toContain('.pdf');
    expect(acceptAttribute('image-or-pdf')).toContain('application/pdf');
  });
});

describe('recovery checklist', () => {
  const done = (bike: ReturnType<typeof ownerBike>) =>
    Object.fromEntries(recoveryChecklist(bike).map((item) => [item.label, item.done]));

  it('ticks what an approved bike with its three photos has', () => {
    expect(done(ownerBike())).toEqual({
      'Registar a bicicleta no Bicla': true,
      'Guardar o número de série': true,
      'Carregar uma fotografia da bicicleta': true,
      'Fotografar o número de série': true,
      'Guardar a fatura de compra': true,
      'Aguardar a aprovação do registo': true,
    });
  });

  it('leaves missing photos and a pending approval unticked', () => {
    const items = done(ownerBike({ approved: false, serial_number_photo: null, invoice_photo: null }));
    expect(items['Fotografar o número de série']).toBe(false);
    expect(items['Guardar a fatura de compra']).toBe(false);
    expect(items['Aguardar a aprovação do registo']).toBe(false);
    expect(items['Carregar uma fotografia da bicicleta']).toBe(true);
  });

  it('adds the report items for a stolen bike', () => {
    const reported = done(ownerBike({ stolen: true, stolen_details: STOLEN_DETAILS }));
    expect(reported['Reportar o roubo no Bicla']).toBe(true);
    expect(reported['Apresentar queixa à polícia']).toBe(true);
    expect(reported['Partilhar fotografias recentes']).toBe(false);

    const withoutPolice = done(ownerBike({ stolen: true, stolen_details: { ...STOLEN_DETAILS, police_report: null } }));
    expect(withoutPolice['Apresentar queixa à polícia']).toBe(false);
  });
});
