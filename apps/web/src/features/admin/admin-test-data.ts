import { newTransmissionFamilyDefaults } from '@transmission-spec/domain';
import type { TransmissionFamily, TransmissionLogEntry } from '@transmission-spec/domain';

/** Test data for the admin screens: stored families and change log records. */

export function buildFamily(overrides: Partial<TransmissionFamily> = {}): TransmissionFamily {
  return {
    ...newTransmissionFamilyDefaults(),
    id: 1,
    name: 'Endurant HD',
    description: '<p>Twelve speeds.</p>',
    learnMoreUrl: 'https://transmissions.example/endurant-hd',
    rank: 1,
    modelTorques: [
      {
        name: 'EEO-18F112C',
        maxTorque: 1850,
        isDeleted: false,
        updatedBy: 'admin@example.com',
        timeStamp: '2026-01-02T03:04:05Z',
      },
    ],
    isDeleted: false,
    image: null,
    ...overrides,
  };
}

export function buildLogEntry(
  family: TransmissionFamily,
  overrides: Partial<TransmissionLogEntry> = {},
): TransmissionLogEntry {
  return {
    transmissionModel: family,
    updatedBy: 'admin@example.com',
    timeStamp: '2026-01-02T03:04:05Z',
    ...overrides,
  };
}
