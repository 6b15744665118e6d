import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { GOAL_COUNT, PERFORMANCE_GOALS } from '@transmission-spec/domain';
import type { PerformanceGoal } from '@transmission-spec/domain';
import { useEffect, useId, useRef, useState } from 'react';

import { VisuallyHidden } from '../../../../components/visually-hidden';
import { ANSWER_TITLES } from '../../../../lib/answer-text';
import { QuestionBlock } from '../question-block';
import { DraggedGoal } from './goal-row';
import { GoalList } from './goal-list';
import { RankingDone, RankingSlots } from './ranking-hints';
import { RankingItem } from './ranking-item';
import {
  OPTIONS_LIST,
  RANKED_LIST,
  describeOutcome,
  describeTarget,
  goalLabel,
  placeGoal,
  rankingAfterDrop,
  removeGoal,
  toGoal,
} from './ranking-moves';

const INSTRUCTIONS =
  'To pick up a goal, press space or enter on its drag handle. Use the arrow keys to move it to ' +
  'the other list or to another place in your ranking, then press space or enter to drop it, or ' +
  'escape to cancel. The buttons beside each goal make the same moves.';

/**
 * SPEC 2 question 9: drag goals from the options into the ranking; rank = position. Every move is
 * also a button, and every change is announced, so neither a mouse nor sight is needed.
 */
export function PreferenceRanking({
  value: ranked,
  onChange,
}: {
  readonly value: readonly PerformanceGoal[];
  readonly onChange: (ranked: PerformanceGoal[]) => void;
}) {
  const headingId = useId();
  const [status, setStatus] = useState('');
  const [dragged, setDragged] = useState<PerformanceGoal | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  const options = PERFORMANCE_GOALS.filter((goal) => !ranked.includes(goal));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // After a button moved a goal, its button is gone from where it was: put focus somewhere useful.
  useEffect(() => {
    const key = pendingFocus.current;
    pendingFocus.current = null;
    if (key !== null) buttons.current.get(key)?.focus();
  }, [ranked]);

  const registerButton = (key: string) => (node: HTMLButtonElement | null) => {
    if (node === null) buttons.current.delete(key);
    else buttons.current.set(key, node);
  };

  const apply = (next: PerformanceGoal[], goal: PerformanceGoal, focusKey: string | null) => {
    pendingFocus.current = focusKey;
    setStatus(describeOutcome(next, goal, GOAL_COUNT));
    onChange(next);
  };

  const add = (goal: PerformanceGoal) => {
    const next = placeGoal(ranked, goal, ranked.length);
    const nextOption = options.find((option) => option !== goal);
    apply(next, goal, nextOption === undefined ? `up:${goal}` : `add:${nextOption}`);
  };
  const move = (goal: PerformanceGoal, delta: -1 | 1) => {
    const next = placeGoal(ranked, goal, ranked.indexOf(goal) + delta);
    const index = next.indexOf(goal);
    const edge = (delta === -1 && index === 0) || (delta === 1 && index === next.length - 1);
    const direction = delta === -1 ? 'up' : 'down';
    apply(next, goal, `${edge ? (direction === 'up' ? 'down' : 'up') : direction}:${goal}`);
  };
  const remove = (goal: PerformanceGoal) => {
    apply(removeGoal(ranked, goal), goal, `add:${goal}`);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setDragged(toGoal(active.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const goal = toGoal(active.id);
    const next = goal === null ? null : rankingAfterDrop(ranked, goal, over?.id);
    if (goal !== null && next !== null) onChange(next);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${goalLabel(active.id)}.`,
    onDragOver: ({ active, over }) =>
      `${goalLabel(active.id)} is over ${describeTarget(ranked, over?.id)}.`,
    onDragEnd: ({ active, over }) => {
      const goal = toGoal(active.id);
      const next = goal === null ? null : rankingAfterDrop(ranked, goal, over?.id);
      if (goal === null || next === null) return `${goalLabel(active.id)} was dropped. No change.`;
      return describeOutcome(next, goal, GOAL_COUNT);
    },
    onDragCancel: ({ active }) => `Moving ${goalLabel(active.id)} was cancelled.`,
  };

  const itemProps = {
    total: ranked.length,
    onAdd: add,
    onMove: move,
    onRemove: remove,
    registerButton,
  };
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.preferenceRanking}
      hint="Rank all five goals, most important first: drag them into your ranking, or use the buttons."
      help="PreferenceRanking"
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDragged(null);
        }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 3 }}>
          <GoalList
            id={OPTIONS_LIST}
            title="Goals to rank"
            hint="Drag a goal into your ranking, or choose Add to ranking."
            goals={options}
            empty={options.length === 0 ? <RankingDone /> : undefined}
          >
            {options.map((goal) => (
              <RankingItem key={goal} goal={goal} rank={null} {...itemProps} />
            ))}
          </GoalList>
          <GoalList
            id={RANKED_LIST}
            title="Your ranking"
            hint="1 is the most important. Drag to reorder, or use the arrows."
            goals={ranked}
            empty={<RankingSlots from={ranked.length + 1} to={GOAL_COUNT} />}
          >
            {ranked.map((goal, index) => (
              <RankingItem key={goal} goal={goal} rank={index + 1} {...itemProps} />
            ))}
          </GoalList>
        </Box>
        <DragOverlay>
          {dragged !== null && (
            <DraggedGoal
              goal={dragged}
              rank={ranked.includes(dragged) ? ranked.indexOf(dragged) + 1 : null}
            />
          )}
        </DragOverlay>
      </DndContext>
      <VisuallyHidden>
        <span role="status">{status}</span>
      </VisuallyHidden>
    </QuestionBlock>
  );
}
