import { zodResolver } from '@hookform/resolvers/zod';
import {
  createTransmissionFamilyInputSchema,
  gearRatiosFromText,
  gearRatiosToText,
  limitsAtMinimum,
  MESSAGES,
  newTransmissionFamilyDefaults,
  TRANSMISSION_MULTIPART_FIELDS,
} from '@transmission-spec/domain';
import type {
  FamilyLimitKey,
  GearRatioTexts,
  LimitAtMinimum,
  TransmissionFamily,
  TransmissionFamilyFormValues,
  TransmissionFamilyInput,
} from '@transmission-spec/domain';
import { useMemo, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldPath, Resolver } from 'react-hook-form';

import { useNotify } from '../../../components/notifications';
import { ApiRequestError } from '../../../lib/api-client';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { saveTransmission, useCatalogueMutation } from '../api/transmission-api';

/**
 * What the form holds: the family input, except that the gear ratios are the two lists as typed.
 * Each list is then an ordinary text field (its text kept whatever it holds, its errors found on
 * its own name); the resolver reads the lists into ratios before the domain schema checks them.
 */
export type FormValues = Omit<TransmissionFamilyFormValues, 'gearRatios'> & {
  gearRatios: GearRatioTexts;
};

/** A valid family held back because some of its limits sit at their minimums (decision 088). */
interface HeldSave {
  readonly values: TransmissionFamilyInput;
  readonly limits: readonly LimitAtMinimum[];
}

function toFormValues(input: TransmissionFamilyInput): FormValues {
  return { ...input, gearRatios: gearRatiosToText(input.gearRatios) };
}

type FamilyResolver = Resolver<FormValues, unknown, TransmissionFamilyInput>;

/**
 * The domain schema's resolver, given the typed ratio lists read as ratios (null when both are
 * empty). The errors keep the schema's paths, which are the form's own: gearRatios.forward is both
 * the list the schema checks and the text field the admin typed it in.
 */
function familyResolver(urlExample: string): FamilyResolver {
  const resolve = zodResolver(createTransmissionFamilyInputSchema(urlExample));
  type DomainOptions = Parameters<typeof resolve>[2];
  return (values, context, options) => {
    const { forward, reverse } = values.gearRatios;
    // A ratio typed as text stays text, for the schema to name the gear that is no number.
    const input = { ...values, gearRatios: gearRatiosFromText(forward, reverse) };
    return resolve(
      input as TransmissionFamilyFormValues,
      context,
      options as unknown as DomainOptions,
    ) as unknown as ReturnType<FamilyResolver>;
  };
}

/** The form's control, as the sections bind their fields to it. */
export type TransmissionControl = ReturnType<
  typeof useForm<FormValues, unknown, TransmissionFamilyInput>
>['control'];

/** The editable part of a stored family: what the form starts from on the edit screen. */
function formValuesOf(family: TransmissionFamily): TransmissionFamilyInput {
  const stored = new Set(['id', 'isDeleted', 'image']);
  return Object.fromEntries(
    Object.entries(family).filter(([key]) => !stored.has(key)),
  ) as TransmissionFamilyInput;
}

/**
 * The state behind the add and edit form: the fields (validated by the domain schema, as the
 * server does), the image kept apart from them, the save, and the warning before leaving unsaved
 * changes (SPEC 4).
 */
export function useTransmissionForm(family: TransmissionFamily | null, onAdded?: () => void) {
  const notify = useNotify();
  const editing = family !== null;
  const resolver = useMemo(() => familyResolver(window.location.origin), []);
  const form = useForm<FormValues, unknown, TransmissionFamilyInput>({
    resolver,
    mode: 'onBlur',
    defaultValues: toFormValues(
      family === null ? newTransmissionFamilyDefaults() : formValuesOf(family),
    ),
  });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  /** Bumped to clear the file input after the server refused its file. */
  const [imageInputKey, setImageInputKey] = useState(0);
  const [unresolved, setUnresolved] = useState(false);
  /** Bumped to start the description editor afresh after an add clears the form. */
  const [resetCount, setResetCount] = useState(0);
  /** The save waiting for the admin's word on its limits; kept while the dialog fades out. */
  const [held, setHeld] = useState<HeldSave | null>(null);
  const [warningOpen, setWarningOpen] = useState(false);
  /** The field Go back focuses once the dialog has gone (MUI returns focus to Save first). */
  const focusAfterWarning = useRef<FamilyLimitKey | null>(null);
  const save = useCatalogueMutation((values: TransmissionFamilyInput) =>
    saveTransmission(family?.id ?? null, values, imageFile),
  );

  const dirty = form.formState.isDirty || imageFile !== null;
  const blocker = useLeaveWarning(dirty, () => save.isPending);

  const refuse = () => {
    setUnresolved(true);
    notify(MESSAGES.unresolvedErrors, 'error');
  };

  /**
   * The server checks the same schema, and the image's real content besides (a file renamed .png);
   * what it refused is shown beside each field it names. False when it named none of them.
   */
  const showRefusedFields = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError)) return false;
    let shown = false;
    for (const [path, message] of Object.entries(error.fields)) {
      if (path === TRANSMISSION_MULTIPART_FIELDS.image) {
        // As when the browser refuses a file: drop it, so choosing it again checks it again.
        setImageFile(null);
        setImageError(message);
        setImageInputKey((key) => key + 1);
        shown = true;
      } else if ((path.split('.')[0] ?? '') in form.getValues()) {
        const name = path as FieldPath<FormValues>;
        form.setError(name, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    return shown;
  };

  const onValid = (values: TransmissionFamilyInput) => {
    if (imageError !== null) {
      refuse();
      return;
    }
    setUnresolved(false);
    // SPEC 3 starts a family at the minimums; one left there fits almost no truck, so ask first.
    const limits = limitsAtMinimum(values);
    if (limits.length > 0) {
      setHeld({ values, limits });
      setWarningOpen(true);
      return;
    }
    send(values);
  };

  const send = (values: TransmissionFamilyInput) => {
    save.mutate(values, {
      onSuccess: () => {
        notify(MESSAGES.transmissionSaved);
        setImageFile(null);
        if (editing) {
          // SPEC 4: a saved edit becomes the new baseline, so leaving no longer warns.
          form.reset(toFormValues(values));
        } else {
          window.scrollTo({ top: 0 });
          if (onAdded === undefined) {
            form.reset(toFormValues(newTransmissionFamilyDefaults()));
            setResetCount((count) => count + 1);
          } else {
            onAdded();
          }
        }
      },
      onError: (error) => {
        if (showRefusedFields(error)) {
          refuse();
        } else {
          notify(MESSAGES.transmissionSaveFailed, 'error');
        }
      },
    });
  };

  return {
    form,
    editing,
    image: {
      file: imageFile,
      error: imageError,
      inputKey: imageInputKey,
      set: (file: File | null, error: string | null) => {
        setImageFile(file);
        setImageError(error);
      },
    },
    resetCount,
    /** The error summary shows only after a refused save, and while something is still wrong. */
    showSummary: unresolved && Object.keys(form.formState.errors).length + (imageError ? 1 : 0) > 0,
    saving: save.isPending,
    blocker,
    /** The question before saving limits at their minimums: open, which ones, and the answers. */
    limitWarning: {
      open: warningOpen,
      limits: held?.limits ?? [],
      saveAnyway: () => {
        setWarningOpen(false);
        if (held !== null) send(held.values);
      },
      goBack: () => {
        setWarningOpen(false);
        focusAfterWarning.current = held?.limits[0]?.key ?? null;
      },
      /** Once the dialog has gone: the field to correct gets the focus Go back promised. */
      closed: () => {
        const key = focusAfterWarning.current;
        focusAfterWarning.current = null;
        setHeld(null);
        if (key !== null) form.setFocus(key);
      },
    },
    onSubmit: (event: BaseSyntheticEvent) => {
      void form.handleSubmit(onValid, refuse)(event);
    },
  };
}
