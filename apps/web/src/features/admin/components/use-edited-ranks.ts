import { findDuplicateRankNames } from '@transmission-spec/domain';
import type { TransmissionFamily } from '@transmission-spec/domain';
import { useState } from 'react';

/** The rank each row shows: its stored rank, or its place in the list when it has none. */
function initialRanks(families: readonly TransmissionFamily[]): Record<number, number> {
  return Object.fromEntries(families.map((family, index) => [family.id, family.rank ?? index + 1]));
}

/**
 * The ranks the administrator picked but has not saved yet, over the stored ones (SPEC 2: Set
 * Rank sends every row's rank at once).
 */
export function useEditedRanks(families: readonly TransmissionFamily[]) {
  const [edited, setEdited] = useState<Record<number, number> | null>(null);
  const ranks = { ...initialRanks(families), ...edited };
  const rows = families.map((family) => ({ family, rank: ranks[family.id] ?? 1 }));
  return {
    rows,
    changed: edited !== null,
    /** Names that share a rank, which the Set Rank question lists. */
    duplicates: findDuplicateRankNames(
      rows.map(({ family, rank }) => ({ name: family.name, rank })),
    ),
    pick: (id: number, rank: number) => {
      setEdited((previous) => ({ ...previous, [id]: rank }));
    },
    /** After a save: the stored ranks are the picked ones. */
    clear: () => {
      setEdited(null);
    },
    /** A deleted family's pick goes with it. */
    forget: (id: number) => {
      setEdited((previous) =>
        previous === null
          ? null
          : Object.fromEntries(Object.entries(previous).filter(([key]) => Number(key) !== id)),
      );
    },
  };
}
