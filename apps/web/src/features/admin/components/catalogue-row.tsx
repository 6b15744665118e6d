import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TransmissionFamily } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { editPath } from '../admin-paths';

/** One family in the catalogue: its actions, disable box, id, name and rank picker. */
export function CatalogueRow({
  family,
  rank,
  rankCount,
  toggling,
  onDelete,
  onShowLog,
  onToggle,
  onRank,
}: {
  readonly family: TransmissionFamily;
  readonly rank: number;
  /** How many ranks the picker offers: one per family in the list. */
  readonly rankCount: number;
  readonly toggling: boolean;
  readonly onDelete: () => void;
  readonly onShowLog: () => void;
  readonly onToggle: () => void;
  readonly onRank: (rank: number) => void;
}) {
  return (
    <TableRow
      data-disabled={family.isDisabled ? 'true' : undefined}
      sx={family.isDisabled ? { bgcolor: 'action.disabledBackground' } : undefined}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Edit">
          <IconButton
            component={RouterLink}
            to={editPath(family.id)}
            aria-label={`Edit ${family.name}`}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${family.name}`} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Log">
          <IconButton aria-label={`Log of ${family.name}`} onClick={onShowLog}>
            <HistoryIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
      <TableCell padding="checkbox">
        <Checkbox
          checked={family.isDisabled}
          disabled={toggling}
          slotProps={{ input: { 'aria-label': `Disable ${family.name}` } }}
          onChange={onToggle}
        />
      </TableCell>
      <TableCell>{family.id}</TableCell>
      <TableCell sx={family.isDisabled ? { color: 'text.secondary' } : undefined}>
        {family.name}
        {family.isDisabled && (
          <Typography component="span" variant="caption" sx={{ ml: 1 }}>
            (disabled)
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {/* Outlined like the form's selects, so the admin screens share one look. */}
        <TextField
          select
          size="small"
          value={String(rank)}
          onChange={(event) => {
            onRank(Number(event.target.value));
          }}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': `Rank of ${family.name}` },
          }}
          sx={{ minWidth: 80 }}
        >
          {Array.from({ length: rankCount }, (_, index) => (
            <option key={index} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}
