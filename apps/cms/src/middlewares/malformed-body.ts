import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * A multipart body the parser cannot read (no boundary, a broken part) is the client's mistake.
 * formidable says so with an `httpCode`, which Strapi's body middleware passes on as a plain
 * error, so it would be a 500; it is answered 400 here. Errors of later middlewares and routes
 * carry no `httpCode` and pass through untouched.
 */
export default (): Core.MiddlewareHandler => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const httpCode = (error as { httpCode?: unknown } | null)?.httpCode;
    if (typeof httpCode === 'number' && httpCode >= 400 && httpCode < 500) {
      throw new errors.ValidationError('Não foi possível ler o pedido: o formato dos dados enviados é inválido');
    }
    throw error;
  }
};
