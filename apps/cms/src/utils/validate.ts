import { errors } from '@strapi/utils';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/**
 * Validates a request body with the same yup schema the web form uses. The first failure
 * becomes a 400 whose message is the form's own Portuguese text; unknown keys are refused,
 * so a client cannot slip in a field the endpoint does not own.
 */
export async function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  try {
    // noUnknown would otherwise strip unknown keys silently instead of refusing them.
    return await schema.validate(body ?? {}, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new errors.ValidationError(error.message, { errors: [{ path: error.path ? [error.path] : [], message: error.message }] });
    }
    throw error;
  }
}

/** Content-API bodies are `{ data: { … } }` (ARCHITECTURE.md, "Bodies"). */
export function requestData(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: unknown }).data;
  throw new errors.ValidationError('O pedido tem de ter a forma { data: { … } }');
}
