import { PRODUCT_NAME, PRODUCT_TITLE } from '@bicla/api-client/shared';
import { webLink, type Email } from '../../email/send';

/** A bike as an alert email names it: its title and the public page that shows it. */
export interface BikeMention {
  title: string;
  path: string;
  place?: string | null;
}

const line = (bike: BikeMention) => `- ${bike.title}${bike.place ? `, ${bike.place}` : ''}: ${webLink(bike.path)}`;

/** Every alert email ends the same way: how to stop it, in one click, and where to see them all. */
const footer = (unsubscribe: string) =>
  [
    `Para deixar de receber este alerta, basta abrir esta ligação (não precisa de iniciar sessão):\n${unsubscribe}`,
    `Todos os seus alertas: ${webLink('/my-account#alertas')}`,
    PRODUCT_TITLE,
  ].join('\n\n');

/** One email for every theft in the municipalities a person follows, each with its own way out. */
export function areaAlertEmail(
  to: { email: string; name: string },
  bikes: BikeMention[],
  unfollow: { city: string; link: string }[],
): Email {
  const one = bikes.length === 1;
  return {
    to: to.email,
    subject: `${PRODUCT_NAME}: ${one ? 'uma bicicleta foi dada como roubada' : `${bikes.length} bicicletas foram dadas como roubadas`} num concelho que segue`,
    text: [
      `Olá ${to.name},`,
      one
        ? 'Foi dada como roubada uma bicicleta num concelho que segue:'
        : 'Foram dadas como roubadas estas bicicletas nos concelhos que segue:',
      bikes.map(line).join('\n'),
      'Se vir alguma delas, avise o dono através da página da bicicleta ou contacte as autoridades.',
      `Para deixar de seguir um concelho, basta abrir a sua ligação (não precisa de iniciar sessão):\n${unfollow
        .map(({ city, link }) => `${city}: ${link}`)
        .join('\n')}`,
      `Todos os seus alertas: ${webLink('/my-account#alertas')}`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}

export function searchDigestEmail(to: { email: string; name: string }, search: string, ads: BikeMention[], unsubscribe: string): Email {
  return {
    to: to.email,
    subject: `${PRODUCT_NAME}: ${ads.length === 1 ? 'um novo anúncio' : `${ads.length} novos anúncios`} para a sua pesquisa`,
    text: [
      `Olá ${to.name},`,
      `Há anúncios novos para a pesquisa que guardou (${search}):`,
      ads.map(line).join('\n'),
      footer(unsubscribe),
    ].join('\n\n'),
  };
}

export type FavouriteChange = 'sold' | 'withdrawn' | 'stolen';

const CHANGES: Record<FavouriteChange, { subject: string; text: string }> = {
  sold: { subject: 'foi vendido', text: 'foi vendida e o anúncio terminou.' },
  withdrawn: { subject: 'foi retirado', text: 'já não está à venda: o anúncio foi retirado.' },
  stolen: { subject: 'bicicleta dada como roubada', text: 'foi dada como roubada. Se a vir à venda noutro lugar, avise o dono através do Bicla.' },
};

export function favouriteEmail(to: { email: string; name: string }, bike: BikeMention, change: FavouriteChange, unsubscribe: string): Email {
  return {
    to: to.email,
    subject: `${PRODUCT_NAME}: um anúncio dos seus favoritos ${CHANGES[change].subject}`,
    text: [`Olá ${to.name},`, `A bicicleta "${bike.title}", que guardou nos favoritos, ${CHANGES[change].text}`, line(bike), footer(unsubscribe)].join('\n\n'),
  };
}

/** To the owner of a stolen bike. The registrant is never named: the owner writes through the site. */
export function possibleMatchEmail(to: { email: string; name: string }, stolen: string, matched: BikeMention, exact: boolean, unsubscribe: string): Email {
  return {
    to: to.email,
    subject: `${PRODUCT_NAME}: possível correspondência com a sua bicicleta roubada`,
    text: [
      `Olá ${to.name},`,
      `Apareceu no ${PRODUCT_NAME} uma bicicleta com um número de série ${exact ? 'igual ao' : 'semelhante ao'} da sua bicicleta roubada "${stolen}":`,
      line(matched),
      'Veja a página da bicicleta e, se a reconhecer, escreva ao dono através das mensagens do site ou contacte as autoridades. A nossa equipa também foi avisada.',
      footer(unsubscribe),
    ].join('\n\n'),
  };
}
