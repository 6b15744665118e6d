import type { QuestionBlock } from '../survey-pages';
import type { SurveyForm } from '../survey-form';
import { ApplicationQuestion } from './questions/application-question';
import { EngineQuestion } from './questions/engine-question';
import { ManeuversQuestion } from './questions/maneuvers-question';
import { PtoQuestion } from './questions/pto-question';
import { SpeedsQuestion, WeightQuestion } from './questions/quantity-questions';
import { RoadTypesQuestion } from './questions/road-types-question';
import { TerrainQuestion } from './questions/terrain-question';
import { PreferenceRanking } from './ranking/preference-ranking';

export type UpdateForm = (patch: Partial<SurveyForm>) => void;

/** The controls of one question block, bound to its part of the form. */
export function SurveyQuestion({
  block,
  form,
  update,
}: {
  readonly block: QuestionBlock;
  readonly form: SurveyForm;
  readonly update: UpdateForm;
}) {
  switch (block) {
    case 'application':
      return (
        <ApplicationQuestion
          value={form.application}
          onChange={(application) => {
            update({ application });
          }}
        />
      );
    case 'weight':
      return (
        <WeightQuestion
          value={form.maxWeight}
          onChange={(maxWeight) => {
            update({ maxWeight });
          }}
        />
      );
    case 'terrain':
      return (
        <TerrainQuestion
          value={form.terrain}
          onChange={(terrain) => {
            update({ terrain });
          }}
        />
      );
    case 'roadTypes':
      return (
        <RoadTypesQuestion
          value={form.roadTypes}
          onChange={(roadTypes) => {
            update({ roadTypes });
          }}
        />
      );
    case 'maneuvers':
      return (
        <ManeuversQuestion
          value={form.maneuvers}
          onChange={(maneuvers) => {
            update({ maneuvers });
          }}
        />
      );
    case 'speeds':
      return <SpeedsQuestion value={form} onChange={update} />;
    case 'pto':
      return (
        <PtoQuestion
          value={form.pto}
          onChange={(pto) => {
            update({ pto });
          }}
        />
      );
    case 'engine':
      return <EngineQuestion value={form} onChange={update} />;
    case 'ranking':
      return (
        <PreferenceRanking
          value={form.ranking}
          onChange={(ranking) => {
            update({ ranking });
          }}
        />
      );
  }
}
