// JSON over fetch for the REST endpoints (/auth, /api). Failures become an ApiError that
// carries the server's exception name (e.g. 'UsernameExistsException') so screens can
// pick the right message.
export class ApiError extends Error {
  readonly status: number;
  constructor(name: string, message: string, status: number) {
    super(message);
    this.name = name;
    this.status = status;
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
  } | null;
  const name =
    typeof body?.name === 'string' ? body.name : typeof body?.code === 'string' ? body.code : 'Error';
  const message =
    typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`;
  return new ApiError(name, message, response.status);
}

type JsonRequest = {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function requestJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: 'same-origin',
    signal: request.signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
