import { DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  type DateInput,
  type Locale,
  localeDigits,
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
import { useLocaleDates } from '../lib/dates';

const STATUS_COLOUR: Record<TrainingOpeningStatus, 'default' | 'success' | 'info' | 'warning'> = {
  Inactive: 'default',
  Completed: 'default',
  Ongoing: 'info',
  'Registration Closed': 'warning',
  'Open for Registration': 'success',
};

/** A computed status's catalogue key (`app.trainingOpenings.statuses.*`). */
const STATUS_KEY: Record<TrainingOpeningStatus, string> = {
  Inactive: 'inactive',
  Completed: 'completed',
  Ongoing: 'ongoing',
  'Registration Closed': 'registrationClosed',
  'Open for Registration': 'openForRegistration',
};

function OpeningList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dates = useLocaleDates();
  // A date not set reads 'Not set' (libs formatDisplayDate in English, the catalogue's words in Nepali).
  const date = (value: DateInput) => dates.date(value) || translate('app.content.dateNotSet');
  return (
    <CardList<TrainingOpening>
      title="app.trainingOpenings.title"
      addLabel="app.trainingOpenings.add"
      empty={<EmptyState text="app.trainingOpenings.empty" hint="app.trainingOpenings.emptyHint" />}
      render={(o) => {
        const status = trainingOpeningStatus(o);
        return (
          <>
            <CardContent>
              <Chip
                size="small"
                label={translate(`app.trainingOpenings.statuses.${STATUS_KEY[status]}`)}
                color={STATUS_COLOUR[status]}
                sx={{ mb: 1 }}
                data-testid="opening-status"
              />
              <Typography variant="h6" component="h2">
                {o.title}
              </Typography>
              {o.location ? <Typography color="text.secondary">{o.location}</Typography> : null}
              <Stack spacing={0.25} sx={{ mt: 1 }}>
                <Typography variant="body2">{translate('app.trainingOpenings.starts', { date: date(o.startDate) })}</Typography>
                <Typography variant="body2">{translate('app.trainingOpenings.ends', { date: date(o.endDate) })}</Typography>
                <Typography variant="body2">{translate('app.trainingOpenings.applyBy', { date: date(o.applicationDeadline) })}</Typography>
                <Typography variant="body2">
                  {translate('app.trainingOpenings.capacity', { capacity: localeDigits(o.capacity, locale as Locale) })}
                </Typography>
              </Stack>
            </CardContent>
            <CardEditDelete record={o} />
          </>
        );
      }}
    />
  );
}

const validate = tableValidator(TRAINING_OPENING_RULES);

const OpeningForm = () => (
  <OrderedForm validate={validate} defaultValues={{ capacity: 0 }}>
    <ReferenceInput source="programId" reference="programs" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
      {/* Inside the reference the resource is programs': the label is named by its key. */}
      <SelectInput
        optionText="title"
        label="resources.training-openings.fields.programId"
        fullWidth
        emptyText="app.trainingOpenings.noProgram"
      />
    </ReferenceInput>
    <TextInput source="title" fullWidth />
    <TextInput source="description" fullWidth multiline minRows={3} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <DateTimeInput source="startDate" parse={fromLocalInput} />
      <DateTimeInput source="endDate" parse={fromLocalInput} />
      <DateTimeInput source="applicationDeadline" parse={fromLocalInput} />
    </Stack>
    <NumberInput source="capacity" step={1} min={0} />
    <TextInput source="location" fullWidth />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: OpeningList,
  ...formScreens(OpeningForm, { create: 'app.trainingOpenings.add', edit: 'app.trainingOpenings.edit' }),
};
