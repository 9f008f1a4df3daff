import {
  BooleanInput,
  CreateButton,
  Datagrid,
  DateInput,
  FormDataConsumer,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  type Certificate,
  CERTIFICATE_MIN_DATE,
  CERTIFICATE_RULES,
  dateOnlyInNepal,
  defaultListSort,
  formatDisplayDate,
  isBlank,
} from '@institute/shared';
import { EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ImportCertificatesButton } from './ImportCertificatesButton';
import { CertificateQr } from './CertificateQr';
import { EditDeleteField, FormToolbar } from '../components/RecordActions';
import { formScreens } from '../components/ResourceScreens';
import { tableValidator } from '../lib/validation';

/** Certificate list page size (docs/back-office.md, Screens). */
const CERTIFICATES_PER_PAGE = 20;

/** 'No certificates found' for a search without result; 'No certificates yet' when there are none at all. */
function NoneFound() {
  const { filterValues } = useListContext();
  return <EmptyState text={filterValues?.q ? 'No certificates found' : 'No certificates yet'} />;
}

function CertificateRows() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Certificate>
        primaryText={(c) => c.name}
        secondaryText={(c) => `${c.certificateNumber} · ${c.courseTaken}`}
        tertiaryText={(c) => formatDisplayDate(c.trainingDate)}
        linkType="edit"
        empty={<NoneFound />}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoneFound />}>
      <TextField source="certificateNumber" label="Certificate No." />
      <TextField source="name" />
      <TextField source="fatherName" label="Father's name" />
      <TextField source="courseTaken" label="Course" />
      <TextField source="duration" sortable={false} />
      <FunctionField<Certificate> label="Training date" sortBy="trainingDate" render={(c) => formatDisplayDate(c.trainingDate)} />
      <FunctionField<Certificate>
        label="Funding"
        render={(c) => (c.isDonorFunded ? <Chip size="small" color="info" label={c.projectOfficeName || 'Donor funded'} /> : null)}
      />
      <EditDeleteField label="Actions" />
    </Datagrid>
  );
}

const CertificateList = () => (
  <List
    title="Certificate Management"
    perPage={CERTIFICATES_PER_PAGE}
    pagination={<Pagination rowsPerPageOptions={[CERTIFICATES_PER_PAGE]} />}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search by name, father's name or number" />]}
    actions={
      <TopToolbar>
        <ExportCsvButton />
        <ImportCertificatesButton />
        <CreateButton label="Add Certificate" />
      </TopToolbar>
    }
    empty={<EmptyState text="No certificates yet" />}
    sort={defaultListSort('certificates')}
  >
    <CertificateRows />
  </List>
);

const today = () => dateOnlyInNepal(new Date());

/** The date of birth is never sent back by the API, so on edit an empty one keeps the stored date. */
function CertificateForm({ edit }: { edit: boolean }) {
  const validate = tableValidator(CERTIFICATE_RULES, {
    skip: (values) => (edit && isBlank(values.dateOfBirth) ? ['dateOfBirth'] : []),
  });
  const dateBounds = { min: CERTIFICATE_MIN_DATE, max: today() };
  return (
    <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={edit ? undefined : { isDonorFunded: false }}>
      {edit && <CertificateQr />}
      <TextInput source="name" fullWidth />
      <TextInput source="fatherName" label="Father's name" fullWidth />
      <TextInput source="courseTaken" label="Course taken" fullWidth />
      <TextInput source="duration" fullWidth />
      <DateInput source="trainingDate" label="Training date" slotProps={{ htmlInput: dateBounds }} />
      <DateInput
        source="dateOfBirth"
        label="Date of birth"
        slotProps={{ htmlInput: dateBounds }}
        helperText={edit ? 'Not shown for privacy; leave empty to keep the stored date' : false}
      />
      <TextInput source="certificateNumber" label="Certificate number" fullWidth />
      <BooleanInput source="isDonorFunded" label="Donor Funded" />
      <FormDataConsumer>
        {({ formData }) => (
          // Disabled on the element only: a field react-hook-form itself disables keeps no validation error.
          <TextInput
            source="projectOfficeName"
            label="Project/Office Name"
            slotProps={{ htmlInput: { disabled: !formData.isDonorFunded } }}
            helperText={formData.isDonorFunded ? 'Required for donor-funded certificates' : 'Only for donor-funded certificates'}
            fullWidth
          />
        )}
      </FormDataConsumer>
    </SimpleForm>
  );
}

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: CertificateList,
  ...formScreens(CertificateForm, { create: 'Add Certificate', edit: 'Edit Certificate' }),
};
