import { describe, expect, it } from 'vitest';
import { buildFamilyInput } from '../../test/builders.js';
import { MESSAGES } from '../common/messages.js';
import {
  detectImageType,
  findDuplicateRankNames,
  RankUpdateListSchema,
  TransmissionLogListSchema,
  validateImageFile,
} from './transmission-admin.js';

describe('image upload', () => {
  it('accepts 10485760 bytes and refuses 10485761', () => {
    expect(validateImageFile({ name: 'a.png', size: 10_485_760 })).toBeNull();
    expect(validateImageFile({ name: 'a.png', size: 10_485_761 })).toBe(MESSAGES.imageTooLarge);
  });

  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'A.PNG', 'photo.JpEg', 'my.truck.gif'])(
    'accepts %s',
    (name) => {
      expect(validateImageFile({ name, size: 1000 })).toBeNull();
    },
  );

  it.each(['a.webp', 'a.svg', 'a.bmp', 'png', 'a.png.exe', 'a.', 'a.tiff'])(
    'refuses %s',
    (name) => {
      expect(validateImageFile({ name, size: 1000 })).toBe(MESSAGES.imageUnsupportedType);
    },
  );

  it('recognizes PNG, JPEG and GIF by their first bytes', () => {
    expect(detectImageType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'png',
    );
    expect(detectImageType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageType(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(detectImageType(new TextEncoder().encode('GIF87a...'))).toBe('gif');
    expect(detectImageType(new TextEncoder().encode('<svg xmlns='))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('ranking', () => {
  it('accepts a list of Id and Rank, shared ranks included', () => {
    const items = [
      { Id: 1, Rank: 1 },
      { Id: 2, Rank: 1 },
    ];
    expect(RankUpdateListSchema.safeParse(items).success).toBe(true);
  });

  it('refuses an empty list, a family listed twice and ranks below 1', () => {
    expect(RankUpdateListSchema.safeParse([]).success).toBe(false);
    const twice = [
      { Id: 1, Rank: 1 },
      { Id: 1, Rank: 2 },
    ];
    expect(RankUpdateListSchema.safeParse(twice).success).toBe(false);
    expect(RankUpdateListSchema.safeParse([{ Id: 1, Rank: 0 }]).success).toBe(false);
  });

  it('names the transmissions that share a rank, in list order', () => {
    const rows = [
      { name: 'A', rank: 1 },
      { name: 'B', rank: 2 },
      { name: 'C', rank: 1 },
      { name: 'D', rank: 3 },
    ];
    expect(findDuplicateRankNames(rows)).toEqual(['A', 'C']);
    expect(findDuplicateRankNames(rows.slice(1))).toEqual([]);
  });
});

describe('change log', () => {
  it('reads the current and previous records', () => {
    const entry = {
      transmissionModel: { ...buildFamilyInput(), id: 3, isDeleted: false, image: null },
      updatedBy: 'admin@example.com',
      timeStamp: '2025-01-31T17:04:05.000Z',
    };
    expect(TransmissionLogListSchema.safeParse([entry, entry]).success).toBe(true);
    expect(TransmissionLogListSchema.safeParse([]).success).toBe(true);
  });
});
