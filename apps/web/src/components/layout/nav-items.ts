import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import PersonIcon from '@mui/icons-material/Person';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import type { FileRouteTypes } from '../../route-tree.gen';

/** Every path the router knows: a link to a route that does not exist fails the typecheck. */
export type AppPath = FileRouteTypes['to'];

export interface NavItem {
  label: string;
  to: AppPath;
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

/** How the header and the small-screen menu mark the link of the page being shown. */
export const ACTIVE_LINK_STYLE = { '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' } };

export const LOGIN_ITEM: NavItem = { label: 'Entrar', to: '/login' };
export const SIGN_UP_ITEM: NavItem = { label: 'Registar', to: '/sign-up' };

export interface AccountNavItem extends NavItem {
  /** The account page's tab, e.g. /my-account#inbox. */
  hash?: string;
  Icon: SvgIconComponent;
}

/** The logged-in dropdown, in the spec's order; the tabs' labels are the account page's own. */
export const INBOX_ITEM: AccountNavItem = { label: 'Caixa de entrada', to: '/my-account', hash: 'inbox', Icon: InboxIcon };
export const ACCOUNT_ITEMS: readonly AccountNavItem[] = [
  { label: 'Meu perfil', to: '/my-account', hash: 'perfil', Icon: PersonIcon },
  { label: 'A Minha Bicicleta', to: '/my-account', hash: 'minha_bicicleta', Icon: PedalBikeIcon },
  { label: 'Adicionar Bicicleta', to: '/register-bikes', Icon: AddCircleOutlineIcon },
  { label: 'Os meus anúncios', to: '/classified-account', hash: 'anuncios', Icon: SellOutlinedIcon },
];
export const LOGOUT_LABEL = 'Sair';

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
