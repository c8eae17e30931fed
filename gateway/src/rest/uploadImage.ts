import { randomUUID } from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES, ONLY_IMAGES_MESSAGE, type UploadedImage, type uploadSchema } from '@cartlift/domain';
import type { AppDeps } from '../context';
import { badRequest } from '../shared/errors';

/** Allowed types with their file extension and magic-byte check (SVG is refused: it can carry script). */
const TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/png': {
    ext: 'png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/gif': { ext: 'gif', magic: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  'image/webp': {
    ext: 'webp',
    magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

/**
 * Stores a data-URL image under the upload dir with a generated name; the client's file name is kept only as a
 * label (never as a path). Returns the public URL it is served at.
 */
export async function uploadImage(
  deps: AppDeps,
  shop: string,
  body: z.output<typeof uploadSchema>,
): Promise<UploadedImage> {
  const m = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(body.attachment);
  const type = m ? TYPES[m[1]] : undefined;
  if (!m || !type) throw badRequest(ONLY_IMAGES_MESSAGE, 'attachment');
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.length === 0 || !type.magic(bytes)) throw badRequest(ONLY_IMAGES_MESSAGE, 'attachment');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest('Image is too large (maximum is 1 MB)', 'attachment');
  const id = randomUUID();
  const fileName = `${id}.${type.ext}`;
  await fs.mkdir(deps.config.uploadDir, { recursive: true });
  const target = path.join(deps.config.uploadDir, fileName);
  await fs.writeFile(target, bytes, { flag: 'wx' });
  try {
    await deps.db.write((transaction) =>
      deps.db.models.UploadedImage.create(
        {
          id,
          shop_id: shop,
          file_name: fileName,
          original_name: path.basename(body.fileName).slice(0, 255),
          mime_type: m[1],
          size_bytes: bytes.length,
        },
        { transaction },
      ),
    );
  } catch (err) {
    await fs.rm(target, { force: true });
    throw err;
  }
  return { public_url: `${deps.config.publicUrl}/uploads/${fileName}` };
}
