import { authorizedFetch } from '../../lib/session';

// "Export their data" (ADR 0041): the person's ZIP, the same as their own "Download my
// data", answered at once to the admin and saved as a file. Answers an error message, or
// nothing when the file was saved.
export async function exportUserData(userId: string, reason: string): Promise<string | undefined> {
  const response = await authorizedFetch(`/api/admin/users/${encodeURIComponent(userId)}/data-export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return body.message ?? 'The export did not work. Please try again.';
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'reelboard-data.zip';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return undefined;
}
