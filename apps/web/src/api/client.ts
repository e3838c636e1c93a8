/** The one HTTP client of the web app: same-origin /api/v1, JSON in and out, session cookie included. */

export const API_BASE = '/api/v1';

/** How requests reach the API: the browser's fetch; the server hands in its own when it renders a page. */
let apiFetch: typeof fetch = (input, init) => fetch(input, init);
export function setApiFetch(fetchImpl: typeof fetch): void {
  apiFetch = fetchImpl;
}

/** A non-2xx answer; `message` is the server's sentence for a person, `fields` its per-field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * React Query's retry rule for the whole app: one more try after a network or server failure; a 4xx
 * (unknown item, bad address, no session) is the answer and shows at once.
 */
export const retryTransient = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/** A list value (e.g. `trait`) is sent as the parameter repeated, once per element. */
type Query = Record<string, string | number | boolean | readonly string[] | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readError(res: Response): Promise<ApiError> {
  let message = res.statusText || `HTTP ${res.status}`;
  let fields: Record<string, string> = {};
  try {
    const data = (await res.json()) as { message?: unknown; errors?: unknown };
    if (typeof data.message === 'string') message = data.message;
    if (data.errors && typeof data.errors === 'object') fields = data.errors as Record<string, string>;
  } catch {
    // Body was not JSON: keep the status text.
  }
  return new ApiError(res.status, message, fields);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const res = await apiFetch(buildUrl(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    signal: options.signal,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
  if (!res.ok) throw await readError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
