/** A request as the fetchers sent it. */
export interface RecordedRequest {
  url: URL;
  method: string;
  authorization: string | null;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

/**
 * Stands in for the network in fetcher tests: it records each request the real ky client
 * builds and answers with a canned response.
 */
export function recordingTransport(respond: () => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input as Request;
    const isForm = request.headers.get('Content-Type')?.startsWith('multipart/form-data');
    const text = isForm ? '' : await request.text();
    requests.push({
      url: new URL(request.url),
      method: request.method,
      authorization: request.headers.get('Authorization'),
      body: isForm ? await request.formData() : text ? JSON.parse(text) : undefined,
    });
    return respond();
  };
  return { requests, fetchImpl };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
