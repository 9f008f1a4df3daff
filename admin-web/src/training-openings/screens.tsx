import { DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  formatDisplayDate,
  TRAINING_OPENING_RULES,
  type TrainingOpening,
  trainingOpeningStatus,
  type TrainingOpeningStatus,
} from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { OrderedForm } from '../components/inputs';
import { formScreens } from '../components/ResourceScreens';
import { tableValidator } from '../lib/validation';
import { fromLocalInput } from '../lib/format';

const STATUS_COLOUR: Record<TrainingOpeningStatus, 'default' | 'success' | 'info' | 'warning'> = {
  Inactive: 'default',
  Completed: 'default',
  Ongoing: 'info',
  'Registration Closed': 'warning',
  'Open for Registration': 'success',
};

const OpeningList = () => (
  <CardList<TrainingOpening>
    title="Training Openings Management"
    addLabel="Add Training Opening"
    empty={<EmptyState text="No Training Openings Yet" hint="Announce the next intake of a program." />}
    render={(o) => {
      const status = trainingOpeningStatus(o);
      return (
        <>
          <CardContent>
            <Chip size="small" label={status} color={STATUS_COLOUR[status]} sx={{ mb: 1 }} data-testid="opening-status" />
            <Typography variant="h6" component="h2">
              {o.title}
            </Typography>
            {o.location ? <Typography color="text.secondary">{o.location}</Typography> : null}
            <Stack spacing={0.25} sx={{ mt: 1 }}>
              <Typography variant="body2">Starts: {formatDisplayDate(o.startDate)}</Typography>
              <Typography variant="body2">Ends: {formatDisplayDate(o.endDate)}</Typography>
              <Typography variant="body2">Apply by: {formatDisplayDate(o.applicationDeadline)}</Typography>
              <Typography variant="body2">Capacity: {o.capacity}</Typography>
            </Stack>
          </CardContent>
          <CardEditDelete record={o} />
        </>
      );
    }}
  />
);

const validate = tableValidator(TRAINING_OPENING_RULES);

const OpeningForm = () => (
  <OrderedForm validate={validate} defaultValues={{ capacity: 0 }}>
    <ReferenceInput source="programId" reference="programs" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
      <SelectInput optionText="title" label="Program" fullWidth emptyText="No program" />
    </ReferenceInput>
    <TextInput source="title" fullWidth />
    <TextInput source="description" fullWidth multiline minRows={3} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <DateTimeInput source="startDate" label="Start date" parse={fromLocalInput} />
      <DateTimeInput source="endDate" label="End date" parse={fromLocalInput} />
      <DateTimeInput source="applicationDeadline" label="Application deadline" parse={fromLocalInput} />
    </Stack>
    <NumberInput source="capacity" step={1} min={0} />
    <TextInput source="location" fullWidth />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: OpeningList,
  ...formScreens(OpeningForm, { create: 'Add Training Opening', edit: 'Edit Training Opening' }),
};
