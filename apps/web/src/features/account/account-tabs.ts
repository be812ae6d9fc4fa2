/** The account screen's tabs, by URL hash (spec, "My account"); 'Sair' is an action, not a tab. */
export const ACCOUNT_TABS = [
  { value: 'perfil', label: 'Meu perfil' },
  { value: 'minha_bicicleta', label: 'A Minha Bicicleta' },
  { value: 'inbox', label: 'Caixa de entrada' },
  { value: 'redefinir_senha', label: 'Redefinir senha' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

function isAccountTab(value: string): value is AccountTab {
  return ACCOUNT_TABS.some((tab) => tab.value === value);
}

/** The tab a hash names ('#inbox' or 'inbox'); an empty or unknown hash opens the route's default. */
export function tabFromHash(hash: string, fallback: AccountTab): AccountTab {
  const value = hash.replace(/^#/, '');
  return isAccountTab(value) ? value : fallback;
}
