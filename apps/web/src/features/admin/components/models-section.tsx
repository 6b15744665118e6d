import type { ModelTorque } from '@transmission-spec/domain';
import { useController } from 'react-hook-form';

import { FormSection } from './form-section';
import { ModelList } from './model-list';
import type { TransmissionControl } from './use-transmission-form';

interface ModelErrors {
  readonly message?: string;
  readonly root?: { readonly message?: string };
}

/** The first thing wrong with the models: the list as a whole, else one model's name or torque. */
function firstModelError(errors: unknown): string | undefined {
  const list = errors as (ModelErrors & Record<number, unknown>) | undefined;
  return (
    list?.message ??
    list?.root?.message ??
    Object.values(list ?? {})
      .map((item: unknown) => {
        // A model's name or torque, as the schema (or the server) names it.
        const model = item as { name?: { message?: string }; maxTorque?: { message?: string } };
        return model.name?.message ?? model.maxTorque?.message;
      })
      .find((message) => typeof message === 'string')
  );
}

/** SPEC 5: the family's models with their maximum torque; at least one. */
export function ModelsSection({
  control,
  revalidate,
}: {
  readonly control: TransmissionControl;
  /** Checks the list again once it changed, so its error follows the edit at once. */
  readonly revalidate: () => void;
}) {
  const { field, fieldState } = useController({ control, name: 'modelTorques' });
  return (
    <FormSection title="Models">
      <ModelList
        models={field.value as ModelTorque[]}
        error={firstModelError(fieldState.error)}
        onChange={(models) => {
          field.onChange(models);
          revalidate();
        }}
      />
    </FormSection>
  );
}
