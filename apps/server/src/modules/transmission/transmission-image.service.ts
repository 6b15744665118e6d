import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/http-errors.js';
import { findFamilyImage } from './transmission-image.repository.js';

/** A family's image as served: its bytes, type and version (the version makes the ETag and URL). */
export interface FamilyImage {
  readonly bytes: Buffer;
  readonly mime: string;
  readonly version: string;
}

export interface TransmissionImageService {
  /** The image of a live family; 404 for an unknown or deleted family, or one without an image. */
  get(id: number): Promise<FamilyImage>;
}

export interface TransmissionImageServiceDeps {
  readonly db: Db;
}

/** The public family images that survey results point at (SPEC 7); uploads go through the admin service. */
export function createTransmissionImageService({
  db,
}: TransmissionImageServiceDeps): TransmissionImageService {
  return {
    async get(id) {
      const image = await findFamilyImage(db, id);
      if (!image) throw notFound();
      return image;
    },
  };
}
