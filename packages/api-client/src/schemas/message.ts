import { number, object, string } from 'yup';
import { MESSAGES } from './messages';

const M = MESSAGES.message;

/** Longest message the CMS stores (the message type's maxLength). */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * The message form (classified and bike pages, and a reply in the inbox). `reciever` is only
 * sent by an owner replying; the server decides who gets a first message (docs/decisions/d7-messages.md).
 */
export const messageSchema = object({
  bike: string().trim().required(M.bike),
  message: string().trim().max(MESSAGE_MAX_LENGTH, M.tooLong).required(M.text),
  reciever: number().typeError(M.reciever).integer(M.reciever).positive(M.reciever).optional(),
}).noUnknown(MESSAGES.unknownField);

/** The same message from the public bike page, whose empty-message text differs (spec, section 5). */
export const bikePageMessageSchema = messageSchema.shape({
  message: string().trim().max(MESSAGE_MAX_LENGTH, M.tooLong).required(M.textOnBikePage),
});
