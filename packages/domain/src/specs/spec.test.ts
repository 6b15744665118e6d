import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/builders.js';
import {
  DESCRIPTION_MAX_LENGTH,
  SPEC_BYTES_PER_USER_MAX,
  SPEC_TITLE_MAX_LENGTH,
  SPECS_PER_USER_MAX,
} from '../common/limits.js';
import { MESSAGES } from '../common/messages.js';
import {
  canSaveSpec,
  copySpecTitle,
  CreateSpecRequestSchema,
  SavedSpecDetailSchema,
  SavedSpecListSchema,
  SaveSpecResultSchema,
  SaveSpecSurveySchema,
  SpecListQuerySchema,
  specPageRequest,
  SpecTitleSchema,
  UpdateSpecRequestSchema,
} from './spec.js';
import { linehaulTractorAnswers } from '../survey/demo-answers.js';
import { SurveyResponseSchema } from '../recommendation/survey-response.js';

const transmission = {
  name: 'Endurant HD',
  learnMoreUrl: 'https://www.eatoncummins.com/',
  description: '<p>12-speed</p>',
  image: null,
  modelName: 'EEO-16F112C',
  axleRatio: '2.5 - 2.9',
};

function buildCreateRequest(overrides: Record<string, unknown> = {}) {
  return {
    notes: '<p>For the Denver fleet</p>',
    result: JSON.stringify({ topChoice: transmission, runnerUp: null }),
    survey: JSON.stringify({ application: 'Linehaul' }),
    title: 'Fleet spec',
    version: '1.0',
    ...overrides,
  };
}

describe('spec title', () => {
  it('is trimmed', () => {
    expect(SpecTitleSchema.parse('  Fleet spec  ')).toBe('Fleet spec');
  });

  it('is required, and spaces alone do not count', () => {
    expect(SpecTitleSchema.safeParse('').error?.issues[0]?.message).toBe(MESSAGES.requiredField);
    expect(SpecTitleSchema.safeParse('   ').error?.issues[0]?.message).toBe(MESSAGES.requiredField);
  });

  it('holds at most 200 characters after trimming', () => {
    expect(SpecTitleSchema.safeParse('a'.repeat(200)).success).toBe(true);
    expect(SpecTitleSchema.safeParse(` ${'a'.repeat(200)} `).success).toBe(true);
    expect(SpecTitleSchema.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe(
      MESSAGES.fieldTooLong200,
    );
  });
});

describe('saving a spec', () => {
  const unchanged = {
    title: 'Spec',
    notes: 'n',
    originalTitle: 'Spec',
    originalNotes: 'n',
    saving: false,
  };

  it('is allowed once the title or the notes changed', () => {
    expect(canSaveSpec({ ...unchanged, title: 'Spec 2' })).toBe(true);
    expect(canSaveSpec({ ...unchanged, notes: 'n2' })).toBe(true);
  });

  it('is not allowed when nothing changed', () => {
    expect(canSaveSpec(unchanged)).toBe(false);
    expect(canSaveSpec({ ...unchanged, title: ' Spec ' })).toBe(false);
  });

  it('is not allowed while saving or with an empty trimmed title', () => {
    expect(canSaveSpec({ ...unchanged, title: 'Spec 2', saving: true })).toBe(false);
    expect(canSaveSpec({ ...unchanged, title: '   ', notes: 'changed' })).toBe(false);
  });

  it('is allowed for a new spec as soon as it has a title', () => {
    const fresh = { title: '', notes: '', originalTitle: '', originalNotes: '', saving: false };
    expect(canSaveSpec(fresh)).toBe(false);
    expect(canSaveSpec({ ...fresh, title: 'My spec' })).toBe(true);
  });
});

describe('spec requests and answers', () => {
  it('accepts a create request and trims its title', () => {
    const parsed = CreateSpecRequestSchema.parse(buildCreateRequest({ title: ' Fleet spec ' }));
    expect(parsed.title).toBe('Fleet spec');
  });

  it("refuses a version other than '1.0'", () => {
    expect(fieldErrors(CreateSpecRequestSchema, buildCreateRequest({ version: '2.0' }))).toEqual({
      version: MESSAGES.unsupportedSpecVersion,
    });
  });

  it('requires result and survey to be JSON text', () => {
    const errors = fieldErrors(
      CreateSpecRequestSchema,
      buildCreateRequest({ result: '{', survey: '' }),
    );
    expect(errors).toEqual({ result: MESSAGES.invalidJsonText, survey: MESSAGES.requiredField });
  });

  it('limits notes to 100000 characters', () => {
    expect(
      UpdateSpecRequestSchema.safeParse({ title: 't', notes: 'a'.repeat(100_000) }).success,
    ).toBe(true);
    expect(
      fieldErrors(UpdateSpecRequestSchema, { title: 't', notes: 'a'.repeat(100_001) }),
    ).toEqual({
      notes: 'Field cannot exceed 100000 characters',
    });
  });

  it('reads a saved spec only at version 1.0', () => {
    const detail = {
      id: 'a1',
      title: 't',
      notes: '',
      result: '{}',
      survey: '{}',
      createdAtUTC: '2025-01-31T17:04:05.000Z',
      version: '1.0',
    };
    expect(SavedSpecDetailSchema.safeParse(detail).success).toBe(true);
    expect(SavedSpecDetailSchema.safeParse({ ...detail, version: '0.9' }).success).toBe(false);
  });

  it('reads the spec list only as an array', () => {
    const row = {
      id: 'a1',
      title: 't',
      result: 'Endurant HD',
      createdAtUTC: '2025-01-31T17:04:05Z',
      lastEditedUTC: '2025-02-01T08:00:00.000Z',
    };
    expect(SavedSpecListSchema.safeParse([row]).success).toBe(true);
    expect(SavedSpecListSchema.safeParse({ rows: [row] }).success).toBe(false);
  });
});

describe('survey response', () => {
  it('reads a recommendation with and without a runner-up', () => {
    const response = { type: 'Transmission', topChoice: transmission, runnerUp: null, message: '' };
    // A response without a reason (saved before decision 045) reads with a null one.
    expect(SurveyResponseSchema.parse(response)).toEqual({ ...response, reason: null });
  });

  it('reads a no-transmission answer with its message', () => {
    const response = {
      type: 'NoTransmission',
      topChoice: null,
      runnerUp: null,
      message: 'No match',
    };
    expect(SurveyResponseSchema.parse(response).message).toBe('No match');
  });

  it('refuses a Transmission answer without a top choice', () => {
    const response = { type: 'Transmission', topChoice: null, runnerUp: null, message: '' };
    expect(fieldErrors(SurveyResponseSchema, response)).toEqual({
      topChoice: MESSAGES.topChoiceRequired,
    });
  });
});

describe('what a save may store', () => {
  it('states the spec limit in its message', () => {
    expect(MESSAGES.specLimitReached).toContain(` ${String(SPECS_PER_USER_MAX)} `);
  });

  it('states the storage quota in its message, in MB', () => {
    const megabytes = SPEC_BYTES_PER_USER_MAX / (1024 * 1024);
    expect(Number.isInteger(megabytes)).toBe(true);
    expect(MESSAGES.specStorageFull).toContain(` ${String(megabytes)} MB `);
  });

  it('bounds every string of a saved card, naming the field', () => {
    const long = { ...transmission, description: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1) };
    const parsed = SaveSpecResultSchema.safeParse({ topChoice: long, runnerUp: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'topChoice.description',
    ]);
    for (const key of ['name', 'learnMoreUrl', 'image', 'modelName', 'axleRatio'] as const) {
      const card = { ...transmission, [key]: 'x'.repeat(DESCRIPTION_MAX_LENGTH) };
      expect(SaveSpecResultSchema.safeParse({ topChoice: null, runnerUp: card }).success).toBe(
        false,
      );
    }
  });

  it('accepts exactly the result and answers shapes, and refuses any other key, nested too', () => {
    const answers = linehaulTractorAnswers();
    expect(
      SaveSpecResultSchema.safeParse({ topChoice: transmission, runnerUp: null }).success,
    ).toBe(true);
    expect(SaveSpecSurveySchema.safeParse(answers).success).toBe(true);
    const extra = [
      SaveSpecResultSchema.safeParse({ topChoice: null, runnerUp: null, x: 1 }),
      SaveSpecResultSchema.safeParse({ topChoice: { ...transmission, x: 1 }, runnerUp: null }),
      SaveSpecSurveySchema.safeParse({ ...answers, x: 1 }),
      SaveSpecSurveySchema.safeParse({
        ...answers,
        preferenceRanking: { ...answers.preferenceRanking, x: 1 },
      }),
    ];
    for (const parsed of extra) expect(parsed.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('list paging', () => {
  it('asks for no page without paging parameters, and fills SPEC’s defaults for the rest', () => {
    expect(specPageRequest(SpecListQuerySchema.parse({}))).toBeUndefined();
    expect(specPageRequest(SpecListQuerySchema.parse({ page: '2' }))).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'lastEditedUTC',
      order: 'desc',
    });
    expect(SpecListQuerySchema.parse({ pageSize: '100', sort: 'title', order: 'asc' })).toEqual({
      pageSize: 100,
      sort: 'title',
      order: 'asc',
    });
  });

  it('takes only the table’s page sizes', () => {
    for (const pageSize of ['20', '50', '100']) {
      expect(SpecListQuerySchema.safeParse({ pageSize }).success).toBe(true);
    }
    for (const pageSize of ['10', '30', '1000', 'x']) {
      expect(SpecListQuerySchema.safeParse({ pageSize }).success).toBe(false);
    }
  });
});

describe('the name of a duplicated spec', () => {
  it('is "Copy of" the name', () => {
    expect(copySpecTitle('Denver linehaul')).toBe('Copy of Denver linehaul');
  });

  it('keeps within the name limit, never splitting a character or ending in a space', () => {
    const long = copySpecTitle('x'.repeat(SPEC_TITLE_MAX_LENGTH));
    expect(long).toHaveLength(SPEC_TITLE_MAX_LENGTH);
    expect(long.startsWith('Copy of xx')).toBe(true);
    // A truck emoji (two UTF-16 units) straddling the limit is dropped whole.
    const emoji = copySpecTitle(`${'a'.repeat(SPEC_TITLE_MAX_LENGTH - 9)}\u{1F69A}b`);
    expect(emoji).toBe(`Copy of ${'a'.repeat(SPEC_TITLE_MAX_LENGTH - 9)}`);
    const spaced = copySpecTitle(`${'a'.repeat(SPEC_TITLE_MAX_LENGTH - 9)} bcd`);
    expect(spaced).toBe(`Copy of ${'a'.repeat(SPEC_TITLE_MAX_LENGTH - 9)}`);
  });
});
