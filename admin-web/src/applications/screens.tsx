import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  ShowButton,
  SimpleList,
  TextField,
  useRecordContext,
  Show,
  SimpleShowLayout,
  Labeled,
  SearchInput,
  SelectInput,
  TopToolbar,
  BulkUpdateButton,
  BulkDeleteButton,
  useTranslate,
} from 'react-admin';
import { Button, Stack, TextField as MuiTextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import { type Application, APPLICATION_STATUSES, applicationEmailSubject, mailtoLink, defaultListSort } from '@institute/shared';
import { applicationColour, StatusBadge } from '../components/badges';
import { StatCards } from '../components/StatCards';
import { StatusSelect, useRecordUpdate } from '../components/StatusSelect';
import { EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { useLocaleDates } from '../lib/dates';

function useReview() {
  const { save, isPending } = useRecordUpdate('applications');
  const review = (record: Application, status: string, notes: string | null | undefined) => save(record, { status, notes: notes ?? null });
  return { review, isPending };
}

/** Any status can be chosen in the selector; it keeps the stored notes. */
function ApplicationStatusSelect({ record }: { record: Application }) {
  const { review, isPending } = useReview();
  return (
    <StatusSelect
      statuses={APPLICATION_STATUSES}
      value={record.status}
      disabled={isPending}
      onChange={(status) => review(record, status, record.notes)}
    />
  );
}

// The draft is written to the applicant, in libs' words, whatever the screen's language.
const emailHref = (a: Application) => mailtoLink(a.email, applicationEmailSubject(a.program));

const STATS = [
  { label: 'app.applications.totalApplications', resource: 'applications' },
  { label: 'app.applications.pendingReview', resource: 'applications', filter: { status: 'pending' } },
  { label: 'app.applications.approved', resource: 'applications', filter: { status: 'approved' } },
  { label: 'app.applications.rejected', resource: 'applications', filter: { status: 'rejected' } },
];

/** The status filter's options, named as the records' statuses are (`app.statuses.*`). */
const STATUS_CHOICES = APPLICATION_STATUSES.map((id) => ({ id, name: `app.statuses.${id}` }));

/** A date of the record in the screen's language; 'Not set' when there is none. */
function useRecordDate() {
  const translate = useTranslate();
  const { date } = useLocaleDates();
  return (value: string | null | undefined) => (value ? date(value) : translate('app.applications.notSet'));
}

/** Approve, Reject or delete the selected applications (docs/back-office.md, Bulk actions). */
function ApplicationBulkActions() {
  return (
    <>
      <BulkUpdateButton label="app.applications.approve" data={{ status: 'approved' }} mutationMode="pessimistic" icon={<></>} />
      <BulkUpdateButton label="app.applications.reject" data={{ status: 'rejected' }} mutationMode="pessimistic" icon={<></>} />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}

function ApplicationRows() {
  const recordDate = useRecordDate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Application>
        primaryText={(a) => a.name}
        secondaryText={(a) => a.program}
        tertiaryText={(a) => <StatusBadge status={a.status} colour={applicationColour(a.status)} />}
        linkType="show"
        empty={<EmptyState text="app.applications.empty" />}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={<ApplicationBulkActions />} rowClick="show" empty={<EmptyState text="app.applications.empty" />}>
      <TextField source="name" />
      <TextField source="program" />
      <TextField source="phone" sortable={false} />
      <FunctionField<Application> source="appliedAt" render={(a) => recordDate(a.appliedAt)} />
      <FunctionField<Application> source="status" render={(a) => <StatusBadge status={a.status} colour={applicationColour(a.status)} />} />
      <FunctionField<Application> label="app.applications.changeStatus" render={(a) => <ApplicationStatusSelect record={a} />} />
      <ShowButton label="app.applications.detailsButton" />
    </Datagrid>
  );
}

function ApplicationList() {
  const translate = useTranslate();
  return (
    <>
      <StatCards cards={STATS.map((card) => ({ ...card, label: translate(card.label) }))} />
      <List
        title="app.applications.title"
        sort={defaultListSort('applications')}
        filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUS_CHOICES} />]}
        actions={
          <TopToolbar>
            <ExportCsvButton />
          </TopToolbar>
        }
        empty={<EmptyState text="app.applications.empty" />}
      >
        <ApplicationRows />
      </List>
    </>
  );
}

/** An application's details view (docs/back-office.md, Screens), as a page: review notes with Approve and Reject. */
function ReviewPanel() {
  const translate = useTranslate();
  const record = useRecordContext<Application>();
  const [notes, setNotes] = useState<string | null>(null);
  const { review, isPending } = useReview();
  if (!record) return null;
  // The notes typed here, otherwise the stored ones.
  const chosenNotes = notes !== null && notes.trim() !== '' ? notes : record.notes;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 640 }}>
      <MuiTextField
        label={translate('app.applications.reviewNotes')}
        multiline
        minRows={3}
        value={notes ?? record.notes ?? ''}
        onChange={(e) => setNotes(e.target.value)}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="success" disabled={isPending} onClick={() => review(record, 'approved', chosenNotes)}>
          {translate('app.applications.approve')}
        </Button>
        <Button variant="contained" color="error" disabled={isPending} onClick={() => review(record, 'rejected', chosenNotes)}>
          {translate('app.applications.reject')}
        </Button>
        <Button variant="outlined" startIcon={<EmailIcon />} href={emailHref(record)}>
          {translate('app.applications.emailApplicant')}
        </Button>
      </Stack>
    </Stack>
  );
}

function ApplicationShow() {
  const translate = useTranslate();
  const recordDate = useRecordDate();
  // An option's label in the screen's language ('—' when none was chosen, the code if unknown).
  const option = (table: string) => (value: string | null | undefined) =>
    value ? translate(`app.applications.${table}.${value}`, { _: value }) : '—';
  return (
    <Show title="app.applications.details">
      <SimpleShowLayout>
        <FunctionField<Application>
          source="status"
          render={(a) => <StatusBadge status={a.status} colour={applicationColour(a.status)} />}
        />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" />
        <TextField source="address" emptyText="—" />
        <TextField source="program" />
        <FunctionField<Application> source="education" render={(a) => option('education')(a.education)} />
        <FunctionField<Application> source="experience" render={(a) => option('employment')(a.experience)} />
        <TextField source="motivation" emptyText="—" />
        <FunctionField<Application> source="appliedAt" render={(a) => recordDate(a.appliedAt)} />
        <FunctionField<Application> source="reviewedAt" render={(a) => recordDate(a.reviewedAt)} />
        <Labeled label="app.applications.review">
          <Typography component="div">
            <ReviewPanel />
          </Typography>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: ApplicationList,
  show: ApplicationShow,
};
