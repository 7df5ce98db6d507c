import { ApiError } from './http';
import { authorizedFetch } from './session';

/** JSON from the identity API as the signed-in user; failures carry the server's exception name. */
export async function signedInJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await authorizedFetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = (text ? JSON.parse(text) : {}) as T & { name?: unknown; message?: unknown };
  if (!response.ok) {
    throw new ApiError(
      typeof parsed.name === 'string' ? parsed.name : 'Error',
      typeof parsed.message === 'string' ? parsed.message : `Request failed with status ${response.status}`,
      response.status,
    );
  }
  return parsed;
}
