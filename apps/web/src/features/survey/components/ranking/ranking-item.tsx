import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { PERFORMANCE_GOAL_LABELS } from '@transmission-spec/domain';
import type { PerformanceGoal } from '@transmission-spec/domain';
import type { ReactNode } from 'react';

import { VisuallyHidden } from '../../../../components/visually-hidden';
import { RankBadge, goalRowSx } from './goal-row';

/** Registers a button under a key so the ranking can move focus to it after a change. */
export type RegisterButton = (key: string) => (node: HTMLButtonElement | null) => void;

/** A button with a visible tooltip and an accessible name that says which goal it acts on. */
function ActionButton({
  label,
  onClick,
  disabled = false,
  buttonRef,
  children,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly buttonRef: (node: HTMLButtonElement | null) => void;
  readonly children: ReactNode;
}) {
  const button = (
    <IconButton
      ref={buttonRef}
      size="small"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
  // A disabled button does nothing, so it needs no tooltip. Dropping the tooltip (rather than
  // wrapping the button for it to listen on) also closes it when a keyboard move disables the
  // focused button: the swapped element sends no blur, and its tooltip stayed up under the next.
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

/**
 * One goal in either list. The handle starts a drag (pointer or keyboard, via @dnd-kit); the buttons
 * do the same moves without dragging, for anyone who prefers or needs them.
 */
export function RankingItem({
  goal,
  rank,
  total,
  onAdd,
  onMove,
  onRemove,
  registerButton,
}: {
  readonly goal: PerformanceGoal;
  /** Position in the ranking (1-based), or null while the goal is still an option. */
  readonly rank: number | null;
  /** How many goals are ranked. */
  readonly total: number;
  readonly onAdd: (goal: PerformanceGoal) => void;
  readonly onMove: (goal: PerformanceGoal, delta: -1 | 1) => void;
  readonly onRemove: (goal: PerformanceGoal) => void;
  readonly registerButton: RegisterButton;
}) {
  const label = PERFORMANCE_GOAL_LABELS[goal];
  const sortable = useSortable({ id: goal });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    sortable;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={[
        goalRowSx(rank !== null),
        {
          // The copy in the drag overlay moves; the original stays as a faint placeholder.
          opacity: sortable.isDragging ? 0.4 : 1,
          transform: CSS.Translate.toString(transform),
          transition,
        },
      ]}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Drag ${label}`}
        sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {rank !== null && <RankBadge rank={rank} />}
      <Box component="span" sx={{ flex: 1, fontWeight: 600 }}>
        {rank !== null && <VisuallyHidden>{`Rank ${rank}: `}</VisuallyHidden>}
        {label}
      </Box>
      {rank === null ? (
        <Button
          ref={registerButton(`add:${goal}`)}
          size="small"
          startIcon={<AddIcon />}
          aria-label={`Add to ranking: ${label}`}
          onClick={() => {
            onAdd(goal);
          }}
        >
          Add to ranking
        </Button>
      ) : (
        <Box sx={{ display: 'flex' }}>
          <ActionButton
            label={`Move ${label} up`}
            disabled={rank === 1}
            buttonRef={registerButton(`up:${goal}`)}
            onClick={() => {
              onMove(goal, -1);
            }}
          >
            <ArrowUpwardIcon fontSize="small" />
          </ActionButton>
          <ActionButton
            label={`Move ${label} down`}
            disabled={rank === total}
            buttonRef={registerButton(`down:${goal}`)}
            onClick={() => {
              onMove(goal, 1);
            }}
          >
            <ArrowDownwardIcon fontSize="small" />
          </ActionButton>
          <ActionButton
            label={`Remove ${label} from ranking`}
            buttonRef={registerButton(`remove:${goal}`)}
            onClick={() => {
              onRemove(goal);
            }}
          >
            <CloseIcon fontSize="small" />
          </ActionButton>
        </Box>
      )}
    </Box>
  );
}
