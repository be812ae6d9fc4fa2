import { PRODUCT_NAME } from '@bicla/api-client';
import type { MyBike } from './api';

export interface ChecklistItem {
  label: string;
  done: boolean;
}

/**
 * 'FAÇA ESTAS COISAS PARA A MELHOR OPORTUNIDADE DE RECUPERAÇÃO!': what the owner has already
 * done for this bike. The report items count only once the bike is stolen.
 */
export function recoveryChecklist(bike: MyBike): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { label: `Registar a bicicleta no ${PRODUCT_NAME}`, done: true },
    { label: 'Guardar o número de série', done: Boolean(bike.serial_number?.trim()) },
    { label: 'Carregar uma fotografia da bicicleta', done: Boolean(bike.bike_photo) },
    { label: 'Fotografar o número de série', done: Boolean(bike.serial_number_photo) },
    { label: 'Guardar a fatura de compra', done: Boolean(bike.invoice_photo) },
    { label: 'Aguardar a aprovação do registo', done: bike.approved },
  ];
  if (!bike.stolen) return items;
  return [
    ...items,
    { label: `Reportar o roubo no ${PRODUCT_NAME}`, done: true },
    { label: 'Apresentar queixa à polícia', done: Boolean(bike.stolen_details?.police_report?.trim()) },
    { label: 'Partilhar fotografias recentes', done: (bike.for_stolen ?? []).length > 0 },
  ];
}
