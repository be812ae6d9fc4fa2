import { tabFromHash } from '../src/components/hash-tabs';
import { ACCOUNT_TABS } from '../src/features/account/account-tabs';
import { CLASSIFIED_TABS } from '../src/features/classified-account/tabs';
import { tabsFor } from '../src/features/my-bikes/bike-tabs';

const ACCOUNT = ACCOUNT_TABS.map((tab) => tab.value);
const CLASSIFIED = CLASSIFIED_TABS.map((tab) => tab.value);

describe('tabFromHash', () => {
  it('reads a known account hash, with or without #, and falls back to the default otherwise', () => {
    expect(tabFromHash('#inbox', ACCOUNT, 'perfil')).toBe('inbox');
    expect(tabFromHash('redefinir_senha', ACCOUNT, 'perfil')).toBe('redefinir_senha');
    expect(tabFromHash('', ACCOUNT, 'minha_bicicleta')).toBe('minha_bicicleta');
    expect(tabFromHash('#editar', ACCOUNT, 'inbox')).toBe('inbox');
  });

  it('reads a known classifieds hash, with or without #, and opens the ads otherwise', () => {
    expect(tabFromHash('#ofertas', CLASSIFIED, 'anuncios')).toBe('ofertas');
    expect(tabFromHash('transferencias', CLASSIFIED, 'anuncios')).toBe('transferencias');
    expect(tabFromHash('', CLASSIFIED, 'anuncios')).toBe('anuncios');
    expect(tabFromHash('#inbox', CLASSIFIED, 'anuncios')).toBe('anuncios');
  });

  it('opens the bike tab the hash names, or #editar for one the state does not offer', () => {
    expect(tabFromHash('#historico', tabsFor({ stolen: false }), 'editar')).toBe('historico');
    expect(tabFromHash('transfer', tabsFor({ stolen: false }), 'editar')).toBe('transfer');
    expect(tabFromHash('#transfer', tabsFor({ stolen: true }), 'editar')).toBe('editar');
    expect(tabFromHash('#recupar', tabsFor({ stolen: false }), 'editar')).toBe('editar');
    expect(tabFromHash('', tabsFor({ stolen: true }), 'editar')).toBe('editar');
  });
});
