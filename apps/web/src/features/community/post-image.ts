import { authorizedFetch } from '../../lib/session';

/** Uploads an image for a new post; answers the storage key createPost takes. */
export async function uploadPostImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await authorizedFetch('/api/posts/image', { method: 'POST', body });
  if (!response.ok) throw new Error('Image upload failed');
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}
