import { finished } from 'node:stream/promises';
import {
  DESCRIPTION_MAX_LENGTH,
  detectImageType,
  IMAGE_MAX_BYTES,
  JSON_SHAPE_MESSAGES,
  jsonShapeProblem,
  MESSAGES,
  TRANSMISSION_MULTIPART_FIELDS,
  TransmissionFamilyInputSchema,
  type TransmissionFamilyInput,
} from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../../errors/http-errors.js';

/**
 * Reads the multipart body of POST and PUT /api/transmission: the family as JSON text in the
 * `transmission` part, validated with the same domain schema as the admin form, and optionally one
 * image in the `imageFile` part. The image is read as a stream and refused as soon as it passes
 * 10 MB or its first bytes are not a PNG, JPEG or GIF signature, whatever its name or declared type
 * say; nothing over the limit is ever held in memory.
 */

/** The image types we store, as recognized from the bytes, with the Content-Type we serve. */
const IMAGE_MIME = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const;

/** Bytes needed to recognize every accepted signature (PNG's is the longest). */
const SIGNATURE_BYTES = 8;

/**
 * The family JSON: a description of up to DESCRIPTION_MAX_LENGTH characters, at most three bytes
 * each as the admin form's JSON.stringify sends them (UTF-8), and room for every other field, the
 * models' list of up to MODELS_PER_FAMILY_MAX among them. Issue 24: it was 2 MB, whose parsing
 * alone held the event loop for tens of milliseconds.
 */
export const FAMILY_FIELD_MAX_BYTES = 3 * DESCRIPTION_MAX_LENGTH + 256 * 1024;

/** Room for part headers and boundaries around the two parts. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A declared body larger than this cannot be a valid form, so it is refused before being read. */
export const FORM_MAX_BYTES = IMAGE_MAX_BYTES + FAMILY_FIELD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

export interface UploadedImage {
  readonly bytes: Buffer;
  readonly mime: (typeof IMAGE_MIME)[keyof typeof IMAGE_MIME];
}

export interface TransmissionForm {
  readonly input: TransmissionFamilyInput;
  /**
   * False when the JSON left out isDisabled, which the schema then defaults to false: an edit must
   * not quietly enable a family that PATCH disabled.
   */
  readonly sentIsDisabled: boolean;
  /**
   * False when the JSON left out gearRatios, which the schema then defaults to null: an edit from a
   * client that predates gear ratios must not erase the family's ratios. Null sent clears them.
   */
  readonly sentGearRatios: boolean;
  /** Absent when the form carried no file (or an empty one): the family keeps its image. */
  readonly image?: UploadedImage;
}

const imageField = TRANSMISSION_MULTIPART_FIELDS.image;
const familyField = TRANSMISSION_MULTIPART_FIELDS.family;

const imageTooLarge = () =>
  new HttpError('PAYLOAD_TOO_LARGE', MESSAGES.imageTooLarge, {
    [imageField]: MESSAGES.imageTooLarge,
  });
const imageUnsupported = () =>
  new HttpError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.imageUnsupportedType, {
    [imageField]: MESSAGES.imageUnsupportedType,
  });

/**
 * Ends the exchange without reading the rest of an oversized or refused upload: the connection is
 * closed once the answer is sent, instead of being kept alive for a body we would only throw away.
 */
function refuseUpload(request: FastifyRequest, reply: FastifyReply, error: HttpError): HttpError {
  reply.header('connection', 'close');
  request.raw.unpipe();
  return error;
}

/** Reads an image part chunk by chunk, stopping at the first wrong signature or excess byte. */
async function readImage(stream: AsyncIterable<Buffer>): Promise<UploadedImage | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let mime: UploadedImage['mime'] | undefined;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > IMAGE_MAX_BYTES) throw imageTooLarge();
    chunks.push(chunk);
    if (mime === undefined && size >= SIGNATURE_BYTES) {
      mime = recognize(Buffer.concat(chunks));
    }
  }
  if (size === 0) return undefined;
  const bytes = Buffer.concat(chunks, size);
  mime ??= recognize(bytes);
  return { bytes, mime };
}

function recognize(bytes: Buffer): UploadedImage['mime'] {
  const type = detectImageType(bytes);
  if (type === null) throw imageUnsupported();
  return IMAGE_MIME[type];
}

/**
 * The family part's value: JSON text (or a JSON part multipart already parsed). Its shape is checked
 * before JSON.parse, as for every JSON body (plugins/json-body-parser.ts): nesting or a flood of
 * values would cost the parse far more than the part's size.
 */
function parseFamilyJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const problem = jsonShapeProblem(value);
  if (problem) {
    const message = JSON_SHAPE_MESSAGES[problem];
    throw validationFailed({ [familyField]: message }, message);
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw validationFailed({ [familyField]: MESSAGES.invalidJsonText });
  }
}

/**
 * Reads and validates the form. Throws HttpError 413 (image over 10 MB, or an oversized form),
 * 415 (not multipart, or an image that is not PNG, JPEG or GIF) or 400 (missing or invalid family,
 * every bad field named by its path, e.g. `modelTorques.1.name`).
 */
export async function readTransmissionForm(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TransmissionForm> {
  if (!request.isMultipart()) throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > FORM_MAX_BYTES) throw refuseUpload(request, reply, imageTooLarge());

  let familyValue: unknown;
  let hasFamily = false;
  let image: UploadedImage | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: IMAGE_MAX_BYTES,
        fieldSize: FAMILY_FIELD_MAX_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Any other file part is drained unread: only the image is kept.
        if (part.fieldname !== imageField) {
          await finished(part.file.resume());
          continue;
        }
        image = await readImage(part.file);
        if (part.file.truncated) throw imageTooLarge();
      } else if (part.fieldname === familyField) {
        if (part.valueTruncated) throw new HttpError('PAYLOAD_TOO_LARGE');
        familyValue = part.value;
        hasFamily = true;
      } else if (part.fieldname === imageField && part.value !== '') {
        // An image sent as a plain text field is no image at all.
        throw imageUnsupported();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.statusCode === 413 || error.statusCode === 415) {
        throw refuseUpload(request, reply, error);
      }
      throw error;
    }
    // @fastify/multipart's own limits (too many parts or files) carry a 413 status; a request
    // file too large one means the image, the only file we accept.
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseUpload(request, reply, imageTooLarge());
    throw error;
  }

  if (!hasFamily) throw validationFailed({ [familyField]: MESSAGES.requiredField });
  const family = parseFamilyJson(familyValue);
  // A ZodError here becomes 400 with every bad field named (see to-api-error.ts).
  const input = TransmissionFamilyInputSchema.parse(family);
  const sent = (key: string) => typeof family === 'object' && family !== null && key in family;
  const flags = { sentIsDisabled: sent('isDisabled'), sentGearRatios: sent('gearRatios') };
  return image ? { input, ...flags, image } : { input, ...flags };
}
