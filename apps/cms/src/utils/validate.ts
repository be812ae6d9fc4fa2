import { errors } from '@strapi/utils';
import { MESSAGES } from '@bicla/api-client/shared';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/**
 * Validates a request body with the same yup schema the web form uses. The first failure
 * becomes a 400 whose message is the form's own Portuguese text; unknown keys are refused,
 * so a client cannot slip in a field the endpoint does not own.
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  return validate(schema, body ?? {}, (error) => ({
    errors: error.inner.map((inner) => ({ path: inner.path ? [inner.path] : [], message: inner.message })),
  }));
}

/**
 * Validates a query string with its shared schema (`@bicla/api-client/shared`, queries.ts) and
 * returns the typed values with their defaults; the 400 names the parameter at fault.
 */
export function validateQuery<S extends AnyObjectSchema>(schema: S, query: unknown): Promise<InferType<S>> {
  return validate(schema, query ?? {}, (_error, first) => ({
    key: first.path || String(first.params?.unknown ?? '').split(', ')[0],
    source: 'query',
  }));
}

async function validate<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
  details: (error: ValidationError, first: ValidationError) => Record<string, unknown>,
): Promise<InferType<S>> {
  try {
    // noUnknown would otherwise strip unknown keys silently instead of refusing them. The shared
    // schemas test nothing asynchronously: yup's synchronous run skips a promise for every field.
    return schema.validateSync(value, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const first = firstInFormOrder(schema, error);
      throw new errors.ValidationError(first.message, details(error, first));
    }
    // yup throws a TypeError on some shapes it cannot coerce (e.g. trim() on an object): still bad input.
    if (error instanceof TypeError) throw new errors.ValidationError(MESSAGES.sendFailed);
    throw error;
  }
}

/** The message a person filling the form top to bottom would meet first. */
function firstInFormOrder(schema: AnyObjectSchema, error: ValidationError): ValidationError {
  const order = Object.keys(schema.fields);
  const rank = (inner: ValidationError) => {
    const index = order.indexOf((inner.path ?? '').split(/[.[]/)[0]);
    return index === -1 ? -1 : index;
  };
  const inner = error.inner.length ? error.inner : [error];
  return [...inner].sort((a, b) => rank(a) - rank(b))[0];
}

/** Content-API bodies are `{ data: { … } }` (docs/architecture.md, "The API contract"). */
export function requestData(body: unknown): unknown {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: unknown }).data;
  throw new errors.ValidationError('O pedido tem de ter a forma { data: { … } }');
}
