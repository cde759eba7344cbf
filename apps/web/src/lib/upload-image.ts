import { api } from './api-client';

/** POST /api/uploads answers 201 `{ data: { url } }` (docs/product/api.md#images-and-uploads, served by us). */
interface UploadResponse {
  data: { url: string };
}

/**
 * Uploads one image (multipart field `image`; the caller must be signed in) and resolves to its URL, e.g.
 * `/api/images/<id>`, ready for a meal's `image` or a user's `photo`. Rejects with ApiError (413 too large,
 * 415/400 not an image, 401 signed out).
 */
export async function uploadImage(file: Blob, options: { signal?: AbortSignal } = {}): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await api.post<UploadResponse>('/uploads', form, { signal: options.signal });
  return data.url;
}
