/**
 * The classifieds area's tabs, by URL hash (docs/decisions/d9-mock-ups-made-real.md: the spec's mock-up tabs made real).
 * The mock-up's "add new post" is the 'Adicionar anúncio' action of the first tab.
 */
export const CLASSIFIED_TABS = [
  { value: 'anuncios', label: 'Os meus anúncios' },
  { value: 'ofertas', label: 'Ofertas e mensagens' },
  { value: 'transferencias', label: 'Transferências' },
  { value: 'pagamentos', label: 'Pagamentos' },
] as const;

export type ClassifiedTab = (typeof CLASSIFIED_TABS)[number]['value'];
