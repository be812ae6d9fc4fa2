import { PRODUCT_NAME, PRODUCT_TITLE } from '@bicla/api-client/shared';
import { webLink, type Email } from '../../email/send';

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** Where the claim modal opens with the code already filled in. */
export const claimLink = (code: string) => webLink(`/my-account?claim=${encodeURIComponent(code)}#minha_bicicleta`);

const myBikesLink = () => webLink('/my-account#minha_bicicleta');

/** Text typed by a user, as one line: it cannot lay out paragraphs of its own in our email. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * To the addressee of a new transfer: the code, the link, and which account must claim it. The
 * names were typed by the sender (at most 120 characters each, per the form's schema); the HTML
 * part escapes them (src/email/html.ts).
 */
export function transferOfferEmail(input: {
  to: string;
  recipientName: string;
  senderName: string;
  nickName: string;
  code: string;
  expiresAt: Date;
}): Email {
  const offer = { ...input, recipientName: oneLine(input.recipientName), senderName: oneLine(input.senderName), nickName: oneLine(input.nickName) };
  return {
    to: offer.to,
    subject: `${PRODUCT_NAME}: ${offer.senderName} quer transferir-lhe a bicicleta "${offer.nickName}"`,
    text: [
      `Olá ${offer.recipientName},`,
      `${offer.senderName} iniciou no ${PRODUCT_NAME} a transferência da bicicleta "${offer.nickName}" para si.`,
      `O seu código de autenticação é: ${offer.code}`,
      `Para aceitar, inicie sessão no ${PRODUCT_NAME} com este endereço de e-mail (${offer.to}) e abra esta ligação:\n${claimLink(offer.code)}`,
      `Também pode introduzir o código em "A Minha Bicicleta", no botão "Transferência de bicicleta". Se ainda não tem conta, registe-se com este endereço de e-mail.`,
      `O código é válido até ${formatDate(offer.expiresAt)}.`,
      `Se não estava à espera desta mensagem, pode ignorá-la: a bicicleta só muda de dono quando o código for usado.`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}

/** To the claimant, once the bike is theirs. */
export function transferReceivedEmail(transfer: { to: string; name: string; nickName: string; previousOwnerName: string }): Email {
  return {
    to: transfer.to,
    subject: `${PRODUCT_NAME}: a bicicleta "${transfer.nickName}" é agora sua`,
    text: [
      `Olá ${transfer.name},`,
      `A transferência da bicicleta "${transfer.nickName}", enviada por ${transfer.previousOwnerName}, foi concluída. A bicicleta está agora registada em seu nome.`,
      `Pode vê-la e atualizar os seus dados em:\n${myBikesLink()}`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}

/** To the previous owner, so a transfer never happens without them knowing. */
export function transferSentEmail(transfer: { to: string; name: string; nickName: string; newOwnerName: string }): Email {
  return {
    to: transfer.to,
    subject: `${PRODUCT_NAME}: a transferência da bicicleta "${transfer.nickName}" foi concluída`,
    text: [
      `Olá ${transfer.name},`,
      `${transfer.newOwnerName} aceitou a transferência da bicicleta "${transfer.nickName}". A bicicleta deixou de estar registada em seu nome.`,
      `Se não reconhece esta transferência, contacte-nos através da página de contacto do site.`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}
