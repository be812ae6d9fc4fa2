import { PRODUCT_NAME, PRODUCT_TITLE } from '@bicla/api-client/shared';
import { webLink, type Email } from '../../email/send';

/** Names and nicknames are typed by users: keep them on one line in a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** To the receiver of a new message: who wrote, about which bike, the text, and the inbox link. */
export function newMessageEmail(message: {
  to: string;
  recipientName: string;
  senderName: string;
  nickName: string;
  text: string;
}): Email {
  const sender = oneLine(message.senderName);
  const nickName = oneLine(message.nickName);
  return {
    to: message.to,
    subject: `${PRODUCT_NAME}: nova mensagem de ${sender} sobre a bicicleta "${nickName}"`,
    text: [
      `Olá ${message.recipientName},`,
      `${sender} enviou-lhe uma mensagem no ${PRODUCT_NAME} sobre a bicicleta "${nickName}":`,
      message.text,
      `Para ler e responder, abra a sua caixa de entrada:\n${webLink('/my-account#inbox')}`,
      `Por segurança, responda através do ${PRODUCT_NAME} e nunca partilhe a sua palavra-passe.`,
      PRODUCT_TITLE,
    ].join('\n\n'),
  };
}
