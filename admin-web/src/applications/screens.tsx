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
} from 'react-admin';
import { Button, Stack, TextField as MuiTextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import EmailIcon from '@mui/icons-material/Email';
import {
  type Application,
  APPLICATION_STATUSES,
  applicationEmailSubject,
  mailtoLink,
  EDUCATION_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  formatDisplayDate,
  defaultListSort,
} from '@institute/shared';
import { applicationColour, StatusBadge } from '../components/badges';
import { StatCards } from '../components/StatCards';
import { StatusSelect, useRecordUpdate } from '../components/StatusSelect';
import { EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { choices } from '../lib/choices';

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

const emailHref = (a: Application) => mailtoLink(a.email, applicationEmailSubject(a.program));

const STATS = [
  { label: 'Total Applications', resource: 'applications' },
  { label: 'Pending Review', resource: 'applications', filter: { status: 'pending' } },
  { label: 'Approved', resource: 'applications', filter: { status: 'approved' } },
  { label: 'Rejected', resource: 'applications', filter: { status: 'rejected' } },
];

/** Approve, Reject or delete the selected applications (docs/back-office.md, Bulk actions). */
function ApplicationBulkActions() {
  return (
    <>
      <BulkUpdateButton label="Approve" data={{ status: 'approved' }} mutationMode="pessimistic" icon={<></>} />
      <BulkUpdateButton label="Reject" data={{ status: 'rejected' }} mutationMode="pessimistic" icon={<></>} />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}

function ApplicationRows() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Application>
        primaryText={(a) => a.name}
        secondaryText={(a) => a.program}
        tertiaryText={(a) => <StatusBadge status={a.status} colour={applicationColour(a.status)} />}
        linkType="show"
        empty={<EmptyState text="No applications yet" />}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={<ApplicationBulkActions />} rowClick="show" empty={<EmptyState text="No applications yet" />}>
      <TextField source="name" />
      <TextField source="program" />
      <TextField source="phone" sortable={false} />
      <FunctionField<Application> label="Applied" sortBy="appliedAt" render={(a) => formatDisplayDate(a.appliedAt)} />
      <FunctionField<Application>
        label="Status"
        sortBy="status"
        render={(a) => <StatusBadge status={a.status} colour={applicationColour(a.status)} />}
      />
      <FunctionField<Application> label="Change status" render={(a) => <ApplicationStatusSelect record={a} />} />
      <ShowButton label="Details" />
    </Datagrid>
  );
}

const ApplicationList = () => (
  <>
    <StatCards cards={STATS} />
    <List
      title="Applications Management"
      sort={defaultListSort('applications')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={choices(APPLICATION_STATUSES)} />,
      ]}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      empty={<EmptyState text="No applications yet" />}
    >
      <ApplicationRows />
    </List>
  </>
);

/** An application's details view (docs/back-office.md, Screens), as a page: review notes with Approve and Reject. */
function ReviewPanel() {
  const record = useRecordContext<Application>();
  const [notes, setNotes] = useState<string | null>(null);
  const { review, isPending } = useReview();
  if (!record) return null;
  // The notes typed here, otherwise the stored ones.
  const chosenNotes = notes !== null && notes.trim() !== '' ? notes : record.notes;
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 640 }}>
      <MuiTextField
        label="Review notes"
        multiline
        minRows={3}
        value={notes ?? record.notes ?? ''}
        onChange={(e) => setNotes(e.target.value)}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="success" disabled={isPending} onClick={() => review(record, 'approved', chosenNotes)}>
          Approve
        </Button>
        <Button variant="contained" color="error" disabled={isPending} onClick={() => review(record, 'rejected', chosenNotes)}>
          Reject
        </Button>
        <Button variant="outlined" startIcon={<EmailIcon />} href={emailHref(record)}>
          Email Applicant
        </Button>
      </Stack>
    </Stack>
  );
}

const label = (table: Record<string, string>) => (value: string | null | undefined) => (value ? (table[value] ?? value) : '—');

const ApplicationShow = () => (
  <Show title="Application Details">
    <SimpleShowLayout>
      <FunctionField<Application> label="Status" render={(a) => <StatusBadge status={a.status} colour={applicationColour(a.status)} />} />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="phone" />
      <TextField source="address" emptyText="—" />
      <TextField source="program" />
      <FunctionField<Application> label="Education" render={(a) => label(EDUCATION_LABELS)(a.education)} />
      <FunctionField<Application> label="Employment status" render={(a) => label(EMPLOYMENT_STATUS_LABELS)(a.experience)} />
      <TextField source="motivation" emptyText="—" />
      <FunctionField<Application> label="Applied" render={(a) => formatDisplayDate(a.appliedAt)} />
      <FunctionField<Application> label="Reviewed" render={(a) => formatDisplayDate(a.reviewedAt)} />
      <Labeled label="Review">
        <Typography component="div">
          <ReviewPanel />
        </Typography>
      </Labeled>
    </SimpleShowLayout>
  </Show>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: ApplicationList,
  show: ApplicationShow,
};
