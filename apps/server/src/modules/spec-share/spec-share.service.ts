import {
  isShareTokenShape,
  sharedSpecPath,
  type SharedSpec,
  type SpecShareLink,
  type SpecShareState,
} from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/http-errors.js';
import { presentSpecContent } from '../specs/saved-spec-content.js';
import { parseSpecId } from '../specs/owned-spec.js';
import type { CatalogueCache } from '../transmission/catalogue-cache.js';
import { generateShareToken, shareTokenHash } from './spec-share-token.js';
import {
  deleteShare,
  findShareOfOwnedSpec,
  findSharedSpec,
  replaceShare,
} from './spec-share.repository.js';

/**
 * Read-only links to saved specs (issue 14, point 5): the owner makes, reads and ends the link of
 * one of their specs; anyone holding a live link reads the spec through it.
 */

/** An id from a path that names none of the owner's specs (or cannot name any) answers 404. */
function specIdOrNotFound(text: string): number {
  const id = parseSpecId(text);
  if (id === undefined) throw notFound();
  return id;
}

export interface SpecShareServiceDeps {
  readonly db: Db;
  /** The app's public address (PUBLIC_URL): links point there, whatever host the owner used. */
  readonly publicUrl: string;
  /** The catalogue whose current text and links a shared spec's cards show (decision 082). */
  readonly catalogue: Pick<CatalogueCache, 'live'>;
}

export function createSpecShareService({ db, publicUrl, catalogue }: SpecShareServiceDeps) {
  const origin = new URL(publicUrl).origin;
  return {
    /** A new link for the owner's spec; any earlier link of the spec stops working. */
    async share(ownerId: string, idText: string): Promise<SpecShareLink> {
      const token = generateShareToken();
      const createdAt = await replaceShare(
        db,
        ownerId,
        specIdOrNotFound(idText),
        shareTokenHash(token),
      );
      if (!createdAt) throw notFound();
      return {
        token,
        url: `${origin}${sharedSpecPath(token)}`,
        createdAtUTC: createdAt.toISOString(),
      };
    },

    /** Whether the owner's spec has a live link (the link itself cannot be given again). */
    async state(ownerId: string, idText: string): Promise<SpecShareState> {
      const found = await findShareOfOwnedSpec(db, ownerId, specIdOrNotFound(idText));
      if (!found) throw notFound();
      return {
        shared: found.sharedAt !== null,
        createdAtUTC: found.sharedAt?.toISOString() ?? null,
      };
    },

    /** Ends the link of the owner's spec; a spec that is not shared stays so. */
    async stop(ownerId: string, idText: string): Promise<void> {
      const id = specIdOrNotFound(idText);
      if (!(await findShareOfOwnedSpec(db, ownerId, id))) throw notFound();
      await deleteShare(db, id);
    },

    /**
     * The spec a link shows: its cards with the catalogue's current text and links, its notes
     * through the rich-text allowlist, whatever the row holds. A token of the wrong shape, unknown
     * or no longer live answers the same 404; a malformed one without reaching the database.
     */
    async open(token: string): Promise<SharedSpec> {
      if (!isShareTokenShape(token)) throw notFound();
      const row = await findSharedSpec(db, shareTokenHash(token));
      if (!row) throw notFound();
      return {
        title: row.title,
        ...presentSpecContent(row, await catalogue.live()),
        createdAtUTC: row.createdAt.toISOString(),
        lastEditedUTC: row.lastEditedAt.toISOString(),
        // Only '1.0' is ever written; the response schema refuses to send anything else.
        version: row.version as SharedSpec['version'],
      };
    },
  };
}

export type SpecShareService = ReturnType<typeof createSpecShareService>;
