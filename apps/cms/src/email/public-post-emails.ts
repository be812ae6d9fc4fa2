import { PRODUCT_NAME, PRODUCT_TITLE, type ContactInput } from '@bicla/api-client/shared';
import { webLink, type Email } from './send';

const euro = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });

/** Where the editors read the contact form: `CONTACT_INBOX`, or the support address. */
export const contactInbox = () => process.env.CONTACT_INBOX?.trim() || 'apoio@bicla.pt';

/** To a new subscriber: the signup worked, and how to leave (consent can be withdrawn, RGPD). */
export function newsletterWelcomeEmail(email: string): Email {
  return {
    to: email,
    subject: `${PRODUCT_NAME}: a sua subscrição da newsletter está confirmada`,
    text: [
      'Olá,',
      `Obrigado por subscrever a newsletter do ${PRODUCT_TITLE}. Vai passar a receber novidades do registo, conselhos para proteger a sua bicicleta e alertas da comunidade.`,
      `Visite-nos em ${webLink('/')}`,
      `Se não foi você que fez esta subscrição, ou se quiser deixar de receber a newsletter, escreva para ${contactInbox()} e retiramos o seu endereço.`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}

/** To the donor of a pledge: there is no payment provider yet, so the team follows up (docs/decisions/d10-open-defaults.md). */
export function donationThankYouEmail(donation: { name: string; email: string; amount: number }): Email {
  return {
    to: donation.email,
    subject: `${PRODUCT_NAME}: obrigado pelo seu donativo`,
    text: [
      `Olá ${donation.name},`,
      `Obrigado por querer apoiar o ${PRODUCT_NAME} com um donativo de ${euro.format(donation.amount)}.`,
      'Ainda não recebemos pagamentos através do site: a nossa equipa vai entrar em contacto consigo por este endereço de e-mail para combinar a forma de concluir o donativo.',
      `O seu apoio ajuda a manter o registo gratuito e a devolver bicicletas roubadas aos seus donos. Saiba mais em ${webLink('/donate')}`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}

/** To the editors: the whole message, so they can answer from their inbox. */
export function contactNotificationEmail(contact: ContactInput): Email {
  return {
    to: contactInbox(),
    replyTo: contact.email,
    // A header is one line, whatever the sender typed.
    subject: `${PRODUCT_NAME}: nova mensagem de contacto: ${contact.subject.replace(/\s+/g, ' ')}`,
    text: [
      'Nova mensagem enviada pelo formulário de contacto do site.',
      `Nome: ${contact.name}\nE-mail: ${contact.email}\nAssunto: ${contact.subject}`,
      contact.message,
      `Ao responder a este e-mail, a resposta segue para ${contact.email}. A mensagem também fica guardada no painel de administração, em "Contact message".`,
    ].join('\n\n'),
  };
}
