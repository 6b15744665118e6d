import {
  type ApiError,
  IMAGE_MAX_BYTES,
  MESSAGES,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  createFamily,
  multipartBody,
  pngOfSize,
  sendFamily,
  signInAdminAndUser,
  TINY_GIF,
  TINY_JPEG,
  TINY_PNG,
  validFamily,
  type Sessions,
} from './transmission-admin-helpers.js';

describeEachDatabase('transmission images', (context) => {
  let app: FastifyInstance;
  let sessions: Sessions;

  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
  });

  const familyById = async (id: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/transmission/${id}`,
        headers: { ...sessions.admin },
      })
    ).json<TransmissionFamily>();
  const familyCount = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/transmission/', headers: { ...sessions.admin } })
    ).json<unknown[]>().length;
  /** Fetched like an <img> would: no cookies, no CSRF header. */
  const fetchImage = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('what is accepted', () => {
    const formats = [
      { format: 'PNG', bytes: TINY_PNG, fileName: 'logo.png', type: 'image/png' },
      { format: 'GIF', bytes: TINY_GIF, fileName: 'logo.gif', type: 'image/gif' },
      { format: 'JPEG', bytes: TINY_JPEG, fileName: 'logo.JPEG', type: 'image/jpeg' },
    ];
    for (const { format, bytes, fileName, type } of formats) {
      it(`stores a real ${format} and serves it back byte for byte with its type`, async () => {
        const id = await createFamily(app, sessions.admin, validFamily({ name: format }), {
          bytes,
          fileName,
          type,
        });
        const { image } = await familyById(id);
        expect(image).toMatch(new RegExp(`^/api/transmission/${id}/image\\?v=[0-9a-f]{16}$`));
        const response = await fetchImage(image ?? '');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.rawPayload.equals(bytes)).toBe(true);
      });
    }

    it('goes by the bytes, not by the name or declared type', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Misnamed' }), {
        bytes: TINY_GIF,
        fileName: 'notes.txt',
        type: 'text/plain',
      });
      const response = await fetchImage((await familyById(id)).image ?? '');
      expect(response.headers['content-type']).toBe('image/gif');
    });

    it('accepts an image of exactly 10485760 bytes', async () => {
      const bytes = pngOfSize(IMAGE_MAX_BYTES);
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Largest' }), {
        bytes,
        fileName: 'large.png',
        type: 'image/png',
      });
      const response = await fetchImage((await familyById(id)).image ?? '');
      expect(response.rawPayload.length).toBe(IMAGE_MAX_BYTES);
    });
  });

  describe('what is refused', () => {
    async function refused(
      image: { bytes: Uint8Array; fileName: string; type: string },
      status: number,
      message: string,
    ) {
      const before = await familyCount();
      const response = await sendFamily(app, { ...sessions.admin }, validFamily({ name: 'X' }), {
        image,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json<ApiError>()).toMatchObject({ message, fields: { imageFile: message } });
      expect(await familyCount()).toBe(before);
      return response;
    }

    it('refuses a text file named .png with 415', async () => {
      await refused(
        { bytes: Buffer.from('just some text, honestly'), fileName: 'fake.png', type: 'image/png' },
        415,
        MESSAGES.imageUnsupportedType,
      );
    });

    it('refuses formats other than PNG, JPEG and GIF, and files too short to be an image', async () => {
      const webp = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
      for (const [bytes, fileName] of [
        [webp, 'a.webp'],
        [svg, 'a.gif'],
        [TINY_PNG.subarray(0, 5), 'short.png'],
      ] as const) {
        await refused({ bytes, fileName, type: 'image/png' }, 415, MESSAGES.imageUnsupportedType);
      }
    });

    it('refuses an image one byte over 10 MB with 413, without reading the rest', async () => {
      const response = await refused(
        { bytes: pngOfSize(IMAGE_MAX_BYTES + 1), fileName: 'big.png', type: 'image/png' },
        413,
        MESSAGES.imageTooLarge,
      );
      expect(response.headers.connection).toBe('close');
    });

    it('refuses a body declared far larger than any valid form before reading it', async () => {
      const response = await refused(
        { bytes: pngOfSize(13 * 1024 * 1024), fileName: 'huge.png', type: 'image/png' },
        413,
        MESSAGES.imageTooLarge,
      );
      expect(response.headers.connection).toBe('close');
    });

    it('answers 413 over a real connection while the browser is still sending', async () => {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const size of [IMAGE_MAX_BYTES + 1024 * 1024, 40 * 1024 * 1024]) {
        const form = new FormData();
        form.append('transmission', JSON.stringify(validFamily({ name: 'Over the wire' })));
        form.append('imageFile', new Blob([pngOfSize(size)], { type: 'image/png' }), 'big.png');
        const response = await fetch(`${origin}/api/transmission`, {
          method: 'POST',
          headers: { ...sessions.admin },
          body: form,
        });
        expect(response.status).toBe(413);
        expect(await response.json()).toMatchObject({ message: MESSAGES.imageTooLarge });
      }
    });

    it('refuses an edit with a bad image and keeps the old image', async () => {
      const id = await createFamily(app, sessions.admin, validFamily({ name: 'Keeps' }), {
        bytes: TINY_PNG,
        fileName: 'a.png',
        type: 'image/png',
      });
      const before = await familyById(id);
      const response = await sendFamily(
        app,
        { ...sessions.admin },
        validFamily({ name: 'Keeps 2' }),
        {
          id,
          image: { bytes: Buffer.from('GIF87'), fileName: 'b.gif', type: 'image/gif' },
        },
      );
      expect(response.statusCode).toBe(415);
      expect(await familyById(id)).toEqual(before);
    });
  });

  describe('serving', () => {
    let id: number;
    let url: string;
    beforeAll(async () => {
      id = await createFamily(app, sessions.admin, validFamily({ name: 'Served' }), {
        bytes: TINY_PNG,
        fileName: 'served.png',
        type: 'image/png',
      });
      url = (await familyById(id)).image ?? '';
    });

    it('lets the versioned URL be cached for good, and the bare URL only with revalidation', async () => {
      const versioned = await fetchImage(url);
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = versioned.headers.etag;
      expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
      const bare = await fetchImage(`/api/transmission/${id}/image`);
      expect(bare.headers['cache-control']).toBe('public, no-cache');
      expect(bare.headers.etag).toBe(etag);
      const revalidated = await fetchImage(`/api/transmission/${id}/image`, {
        'if-none-match': String(etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    });

    it('hands no cookie to caches', async () => {
      const response = await fetchImage(url);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('keeps the image when an edit sends no file, and changes the URL when it sends a new one', async () => {
      const admin = { ...sessions.admin };
      expect(
        (await sendFamily(app, admin, validFamily({ name: 'Served' }), { id })).statusCode,
      ).toBe(204);
      expect((await familyById(id)).image).toBe(url);

      const { payload, contentType } = await multipartBody(validFamily({ name: 'Served' }), {
        bytes: TINY_GIF,
        fileName: 'new.gif',
        type: 'image/gif',
      });
      const replaced = await app.inject({
        method: 'PUT',
        url: `/api/transmission/${id}`,
        headers: { ...admin, 'content-type': contentType },
        payload,
      });
      expect(replaced.statusCode).toBe(204);
      const newUrl = (await familyById(id)).image ?? '';
      expect(newUrl).not.toBe(url);
      const served = await fetchImage(newUrl);
      expect(served.headers['content-type']).toBe('image/gif');
      expect(served.rawPayload.equals(TINY_GIF)).toBe(true);
      // The old URL now answers with the new image and must not be cached for good.
      expect((await fetchImage(url)).headers['cache-control']).toBe('public, no-cache');
      url = newUrl;
    });

    it('answers 404 for a family without an image, an unknown family and a deleted one', async () => {
      const plain = await createFamily(app, sessions.admin, validFamily({ name: 'Plain' }));
      expect((await familyById(plain)).image).toBeNull();
      expect((await fetchImage(`/api/transmission/${plain}/image`)).statusCode).toBe(404);
      expect((await fetchImage('/api/transmission/99999/image')).statusCode).toBe(404);
      await app.inject({
        method: 'DELETE',
        url: `/api/transmission/${id}`,
        headers: { ...sessions.admin },
      });
      expect((await fetchImage(url)).statusCode).toBe(404);
    });
  });

  it('puts the image URL, not the bytes, in the survey result', async () => {
    const list = (
      await app.inject({ method: 'GET', url: '/api/transmission/', headers: { ...sessions.admin } })
    ).json<TransmissionFamily[]>();
    const endurant = list.find((entry) => entry.name === 'Endurant HD');
    if (!endurant) throw new Error('the sample catalogue has Endurant HD');
    const { id } = endurant;
    const input: Partial<TransmissionFamily> = { ...endurant };
    delete input.id;
    delete input.isDeleted;
    delete input.image;
    const saved = await sendFamily(app, { ...sessions.admin }, input, {
      id,
      image: { bytes: TINY_JPEG, fileName: 'endurant.jpg', type: 'image/jpeg' },
    });
    expect(saved.statusCode).toBe(204);

    const survey = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/survey',
          headers: await csrfHeaders(app),
          payload: buildLinehaulAnswers(),
        })
      ).json<{ topChoice: { name: string; image: string | null } }>().topChoice;
    await expect
      .poll(async () => (await survey()).image, { timeout: 2000 })
      .toMatch(new RegExp(`^/api/transmission/${id}/image\\?v=[0-9a-f]{16}$`));
    const { name, image } = await survey();
    expect(name).toBe('Endurant HD');
    const served = await fetchImage(image ?? '');
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(TINY_JPEG)).toBe(true);
  });
});
