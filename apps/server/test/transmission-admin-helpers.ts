import {
  APPLICATIONS,
  ENGINE_MAKES,
  MANEUVERS,
  PTO_OPTIONS,
  ROAD_TYPES,
  TERRAINS,
  TRANSMISSION_MULTIPART_FIELDS,
  newTransmissionFamilyDefaults,
  type SupportLevel,
} from '@transmission-spec/domain';
import sampleCatalogue from '@transmission-spec/domain/sample-catalogue.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn, type SignedInHeaders } from './helpers/sign-in.js';
import { buildLinehaulAnswers } from './helpers/survey-answers.js';

/** Shared fixtures of the transmission admin, image and user export suites. */

export const ADMIN_EMAIL = 'catalogue.admin@example.com';
export const USER_EMAIL = 'fleet.user@example.com';

export interface Sessions {
  readonly admin: SignedInHeaders;
  readonly user: SignedInHeaders;
}

/** An administrator and an ordinary user, both signed in through POST /api/security/token. */
export async function signInAdminAndUser(app: FastifyInstance): Promise<Sessions> {
  await createTestUser(app, ADMIN_EMAIL, { roles: ['TransmissionAdmin'] });
  await createTestUser(app, USER_EMAIL, { roles: ['TransmissionUser'] });
  return { admin: await signIn(app, ADMIN_EMAIL), user: await signIn(app, USER_EMAIL) };
}

function everyValue<const T extends readonly string[]>(values: T, level: SupportLevel) {
  return Object.fromEntries(values.map((value) => [value, level])) as Record<
    T[number],
    SupportLevel
  >;
}

/** A valid family as the admin form sends it. */
export function validFamily(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...newTransmissionFamilyDefaults(),
    name: 'Test Family',
    description: '<p>A family made by a test.</p>',
    learnMoreUrl: 'https://example.com/test-family',
    modelTorques: [
      { name: 'TF-1450', maxTorque: 1450 },
      { name: 'TF-1850', maxTorque: 1850 },
    ],
    ...overrides,
  };
}

const endurantHd = (() => {
  const family = sampleCatalogue.families.find((candidate) => candidate.name === 'Endurant HD');
  if (family === undefined) throw new Error('the sample catalogue has no Endurant HD');
  return family;
})();

/**
 * A family that beats every sample family for any answers: every feature Recommended, every goal at
 * 100 points, the highest limits and a model for the highest torque.
 */
export function winningFamily(name: string): Record<string, unknown> {
  return validFamily({
    name,
    // The gearing of the sample's Endurant HD, which passes the gearing tier for the linehaul
    // answers: the tier orders families before their scores (RECOMMENDATION.md section 2), so a
    // family without ratios ('unknown') could not win on points against one that passes.
    gearRatios: endurantHd.gearRatios,
    axleRatioThresholds: endurantHd.axleRatioThresholds,
    modelTorques: [{ name: `${name} 2250`, maxTorque: 2250 }],
    performanceGoalPoints: {
      acceleration: 100,
      fuelEconomy: 100,
      lowSpeedManeuvers: 100,
      price: 100,
      tripTime: 100,
    },
    maxSupportedCruiseSpeed: 80,
    maxSupportedEngineHp: 625,
    maxSupportedGcw: null,
    maxSupportedMaxSpeed: 80,
    supportedApplications: everyValue(APPLICATIONS, 'Recommended'),
    supportedTerrain: everyValue(TERRAINS, 'Recommended'),
    supportedManeuvers: everyValue(MANEUVERS, 'Recommended'),
    supportedRoadTypes: everyValue(ROAD_TYPES, 'Recommended'),
    supportedPto: everyValue(PTO_OPTIONS, 'Recommended'),
    supportedEngineMakes: everyValue(ENGINE_MAKES, 'Recommended'),
  });
}

export interface FilePart {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly type: string;
}

/** A multipart body as a browser's FormData would send it, ready for `app.inject`. */
export async function multipartBody(
  family: unknown,
  image?: FilePart,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  if (family !== undefined) {
    form.append(
      TRANSMISSION_MULTIPART_FIELDS.family,
      typeof family === 'string' ? family : JSON.stringify(family),
    );
  }
  if (image) {
    form.append(
      TRANSMISSION_MULTIPART_FIELDS.image,
      new Blob([image.bytes], { type: image.type }),
      image.fileName,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POST or PUT /api/transmission with a multipart body. */
export async function sendFamily(
  app: FastifyInstance,
  headers: Record<string, string>,
  family: unknown,
  options: { id?: number; image?: FilePart } = {},
) {
  const { payload, contentType } = await multipartBody(family, options.image);
  return app.inject({
    method: options.id === undefined ? 'POST' : 'PUT',
    url: options.id === undefined ? '/api/transmission' : `/api/transmission/${options.id}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/** Creates a family as the admin and returns its id. */
export async function createFamily(
  app: FastifyInstance,
  admin: SignedInHeaders,
  family: unknown,
  image?: FilePart,
): Promise<number> {
  const response = await sendFamily(app, { ...admin }, family, image ? { image } : {});
  if (response.statusCode !== 201) {
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}

/** A 1x1 PNG, GIF and JPEG: the smallest real files of each format. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A file of `size` bytes that starts like a PNG, so only its size can refuse it. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  TINY_PNG.copy(bytes, 0, 0, Math.min(TINY_PNG.length, size));
  return bytes;
}

/** The top choice a visitor's linehaul survey gets now: how a catalogue change shows to users. */
export async function surveyTopChoice(
  app: FastifyInstance,
): Promise<{ name: string; description: string } | null> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/survey',
    headers: await csrfHeaders(app),
    payload: buildLinehaulAnswers(),
  });
  return response.json<{ topChoice: { name: string; description: string } | null }>().topChoice;
}
