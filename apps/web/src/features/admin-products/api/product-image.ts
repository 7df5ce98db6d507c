import { freshAccessToken } from '../../../lib/session';

/**
 * Uploads one product image (admins only), telling progress from 0 to 1; answers the stored
 * key the product keeps and the address that shows it.
 */
export async function uploadProductImage(
  file: File,
  onProgress: (share: number) => void,
): Promise<{ imageKey: string; imageSrc: string }> {
  const token = await freshAccessToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/shop/products/image');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = JSON.parse(request.responseText || '{}') as {
        imageKey?: string;
        imageSrc?: string;
        message?: string;
      };
      if (request.status < 300 && body.imageKey && body.imageSrc) {
        resolve({ imageKey: body.imageKey, imageSrc: body.imageSrc });
      } else reject(new Error(body.message ?? 'The image could not be uploaded.'));
    };
    request.onerror = () => reject(new Error('The image could not be uploaded.'));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
