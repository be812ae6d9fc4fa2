export interface NavItem {
  label: string;
  /**
   * A plain `string` for now: most of these routes are not built yet, and the router refuses an
   * unknown literal path but accepts a `string`. Narrow it to the router's `to` type once they exist.
   */
  to: string;
  /** Match the path exactly, so the home link is not marked active on every page. */
  exact?: boolean;
}

/** The header's links, in the spec's order (section 2, "Header and footer"). */
export const HEADER_NAV: readonly NavItem[] = [
  { label: 'Inicio', to: '/', exact: true },
  { label: 'Donativos', to: '/donate' },
  { label: 'Pesquisa', to: '/search-bikes' },
  { label: 'Bicicleta Roubada?', to: '/stolen-bike' },
  { label: 'Classificados', to: '/classified' },
];

export const LOGIN_ITEM: NavItem = { label: 'Entrar', to: '/login' };
export const SIGN_UP_ITEM: NavItem = { label: 'Registar', to: '/sign-up' };

export interface FooterGroup {
  title: string;
  items: readonly NavItem[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Informação',
    items: [
      { label: 'Sobre nós', to: '/about-us' },
      { label: 'Ajuda', to: '/help' },
      { label: 'Contactos', to: '/contact' },
      { label: 'Embaixadores', to: '/embaixadores' },
    ],
  },
  {
    title: 'Bicicletas',
    items: [
      { label: 'Segurança', to: '/security' },
      { label: 'Proteja a sua bicicleta', to: '/protect-your-bike' },
      { label: 'Fabricantes', to: '/bike-manufacturer-list' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Termos de utilização', to: '/terms-of-use' },
      { label: 'Política de privacidade', to: '/privacy-policy' },
    ],
  },
];
