import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canAddModel, parseNumericInput, validateModelEntry } from '@transmission-spec/domain';
import type { ModelTorque } from '@transmission-spec/domain';
import { useState } from 'react';

/**
 * The models of a family, each with its maximum torque (lb-ft). Add is enabled once both are filled
 * in; Enter in either input adds. A model the server already knows is marked deleted rather than
 * dropped, so the change log still shows it was removed.
 */
export function ModelList({
  models,
  error,
  onChange,
}: {
  readonly models: readonly ModelTorque[];
  /** The list's own error ('Add at least one model'), or a duplicate name found on submit. */
  readonly error: string | undefined;
  readonly onChange: (models: ModelTorque[]) => void;
}) {
  const [name, setName] = useState('');
  const [torque, setTorque] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const live = models
    .map((model, index) => ({ model, index }))
    .filter(({ model }) => !model.isDeleted);
  const entry = { name, maxTorque: torque };
  const addable = canAddModel(entry);

  const add = () => {
    if (!addable) return;
    const problem = validateModelEntry(entry, models);
    setEntryError(problem);
    if (problem !== null) return;
    onChange([
      ...models,
      { name: name.trim(), maxTorque: parseNumericInput(torque), isDeleted: false },
    ]);
    setName('');
    setTorque('');
  };
  const remove = (index: number) => {
    const model = models[index];
    if (model === undefined) return;
    const stored = model.timeStamp != null || model.updatedBy != null;
    onChange(
      stored
        ? models.map((item, at) => (at === index ? { ...item, isDeleted: true } : item))
        : models.filter((_, at) => at !== index),
    );
  };
  const onEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setName((current) => current.trim());
    add();
  };

  return (
    <Stack spacing={2}>
      {live.length === 0 ? (
        <Typography color="text.secondary">No models yet.</Typography>
      ) : (
        <List dense aria-label="Models" sx={{ maxWidth: 520 }}>
          {live.map(({ model, index }) => (
            <ListItem
              key={`${model.name}-${String(index)}`}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove model ${model.name}`}
                  onClick={() => {
                    remove(index);
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={model.name}
                secondary={`Max torque ${String(model.maxTorque)} lb-ft`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Model name"
          value={name}
          error={entryError !== null}
          helperText={entryError ?? ' '}
          slotProps={entryError === null ? {} : { formHelperText: { role: 'alert' } }}
          onChange={(event) => {
            setName(event.target.value);
            setEntryError(null);
          }}
          onBlur={() => {
            setName((current) => current.trim());
          }}
          onKeyDown={onEnter}
        />
        <TextField
          label="Max torque (lb-ft)"
          value={torque}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText=" "
          onChange={(event) => {
            setTorque(event.target.value);
            setEntryError(null);
          }}
          onKeyDown={onEnter}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={!addable}
          onClick={add}
          sx={{ mt: 1 }}
        >
          Add
        </Button>
      </Stack>
      {error !== undefined && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
