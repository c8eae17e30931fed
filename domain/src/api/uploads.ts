/**
 * The admin's image upload (cart-and-shop.md §7 POST /uploadImage), used by Cart Setup and the campaign editor. The
 * gateway validates with this schema and answers this type; both remotes' endpoints are typed by it (type-only).
 */
import { z } from 'zod';

/** The largest image accepted, decoded. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** Body of POST /uploadImage: the file's name (a label only) and the image as a base64 data URL. */
export const uploadSchema = z.strictObject({
  fileName: z.string().min(1).max(255),
  attachment: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100),
});
/** A POST /uploadImage body. */
export type UploadImageBody = z.input<typeof uploadSchema>;

/** What POST /uploadImage answers (201): the public URL the image is served at. */
export interface UploadedImage {
  public_url: string;
}
