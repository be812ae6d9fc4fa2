import type { MyBike } from './api';

/** The URL hashes of /edit-bike/{slug} (spec, "My bike detail"); the spellings are the spec's. */
export type BikeTab = 'editar' | 'furtada' | 'recupar' | 'transfer' | 'classificado' | 'historico';

type BikeState = Pick<MyBike, 'stolen'>;

/** Recovery only for a stolen bike; transfer and sale only for one that is not (spec and docs/decisions/d4-ownership-transfer.md). */
export function tabsFor(bike: BikeState): BikeTab[] {
  return bike.stolen
    ? ['editar', 'furtada', 'recupar', 'historico']
    : ['editar', 'furtada', 'transfer', 'classificado', 'historico'];
}

export function tabLabel(tab: BikeTab, bike: BikeState): string {
  switch (tab) {
    case 'editar':
      return 'Editar';
    case 'furtada':
      return bike.stolen ? 'Roubada' : 'Reportar roubo';
    case 'recupar':
      return 'Recuperada';
    case 'transfer':
      return 'Transferir';
    case 'classificado':
      return 'Vender';
    case 'historico':
      return 'Histórico';
  }
}
