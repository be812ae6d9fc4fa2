/** The account screen's tabs, by URL hash (spec, "My account"); 'Sair' is an action, not a tab. */
export const ACCOUNT_TABS = [
  { value: 'perfil', label: 'Meu perfil' },
  { value: 'minha_bicicleta', label: 'A Minha Bicicleta' },
  { value: 'inbox', label: 'Caixa de entrada' },
  { value: 'alertas', label: 'Alertas' },
  { value: 'redefinir_senha', label: 'Redefinir senha' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];
