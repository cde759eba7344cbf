import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '@/testing/mock-api';
import { ApiError } from './api-client';
import { uploadImage } from './upload-image';

describe('uploadImage', () => {
  it('posts the file as multipart field "image" and resolves to its URL', async () => {
    const fetchMock = mockApi({ 'POST /api/uploads': () => json({ data: { url: '/api/images/abc' } }, 201) });
    const file = new File(['x'], 'meal.png', { type: 'image/png' });
    await expect(uploadImage(file)).resolves.toBe('/api/images/abc');
    const [call] = callsTo(fetchMock, 'POST', '/api/uploads');
    const body = call![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('image') as File).name).toBe('meal.png');
    // The browser sets the multipart boundary itself.
    expect(new Headers(call![1]!.headers).get('content-type')).toBeNull();
  });

  it("rejects with the server's error", async () => {
    mockApi({
      'POST /api/uploads': () =>
        json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 5 MB' } }, 413),
    });
    const error = await uploadImage(new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe('The image is larger than 5 MB');
  });
});
