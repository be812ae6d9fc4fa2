import ky, { isHTTPError, type KyInstance } from 'ky';

/** Strapi's error body: `{ error: { status, name, message, details } }`. */
interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: unknown };
}

/** Shown when the server gives no message of its own (spec, section 8). */
export const GENERIC_ERROR_MESSAGE = 'Erro ao buscar dados';

/**
 * The one error type the fetchers throw. `message` is a Portuguese text the UI can
 * show as it is; the web app decides how (a toast), never the client.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export interface ApiClientOptions {
  /** The CMS origin, e.g. http://localhost:1337. */
  baseUrl: string;
  /** Read on every request, so logging in or out needs no new client. */
  getToken?: () => string | null | undefined;
  /** Swaps the transport, e.g. to route requests through a test server. */
  fetch?: typeof fetch;
}

export function createHttp({ baseUrl, getToken, fetch: fetchImpl }: ApiClientOptions): KyInstance {
  return ky.create({
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api/`,
    retry: 0,
    timeout: 15_000,
    fetch: fetchImpl,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

/** Turns any failure (HTTP, network, timeout) into an ApiError. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isHTTPError(error)) {
      const body = error.data as StrapiErrorBody | undefined;
      throw new ApiError(
        error.response.status,
        body?.error?.name ?? 'HttpError',
        body?.error?.message || GENERIC_ERROR_MESSAGE,
        body?.error?.details,
      );
    }
    throw new ApiError(0, 'NetworkError', GENERIC_ERROR_MESSAGE, error);
  }
}
