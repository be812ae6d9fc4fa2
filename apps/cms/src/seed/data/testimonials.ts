import type { SeedTestimonial } from './types';

export const testimonials: SeedTestimonial[] = [
  {
    title: 'Marta, Braga',
    date: '2026-01-28',
    description:
      'Levaram-me a bicicleta da garagem do prédio. Uma semana depois, uma loja de Guimarães reconheceu-a quando alguém a tentou vender e contactou-me pela Bicla. Ainda bem que a tinha registado com fotografias.',
  },
  {
    title: 'João, Porto',
    date: '2026-02-11',
    description:
      'Antes de comprar uma bicicleta de estrada usada pedi o número de série e pesquisei-o. Estava tudo em ordem e o vendedor fez-me logo a transferência. Comprei descansado.',
  },
  {
    title: 'Ana, Lisboa',
    date: '2026-03-03',
    description:
      'Uso a bicicleta todos os dias para ir trabalhar. Registá-la levou cinco minutos e agora sei que, se acontecer alguma coisa, tenho tudo pronto para a polícia e para o seguro.',
  },
  {
    title: 'Ricardo, Coimbra',
    date: '2026-03-25',
    description:
      'Desconfiei de um anúncio com um preço bom demais. Pesquisei o número de série e a bicicleta estava dada como roubada. Avisei o dono por mensagem e a polícia tratou do resto.',
  },
  {
    title: 'Sofia, Faro',
    date: '2026-04-18',
    description:
      'Vendi a minha bicicleta de montanha e fiz a transferência pela Bicla. O comprador ficou com o registo em nome dele e eu fiquei tranquila por saber que estava tudo bem documentado.',
  },
  {
    title: 'Miguel, Aveiro',
    date: '2026-05-06',
    description:
      'No nosso clube fizemos uma manhã de registo e protegemos as bicicletas de quase todos os sócios. Os selos no quadro já deram conversa em mais de um café depois do treino.',
  },
];
