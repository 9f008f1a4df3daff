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
  useTranslate,
} from 'react-admin';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { type Certificate, CERTIFICATE_MIN_DATE, CERTIFICATE_RULES, dateOnlyInNepal, defaultListSort, isBlank } from '@institute/shared';
import { EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ImportCertificatesButton } from './ImportCertificatesButton';
import { CertificateQr } from './CertificateQr';
import { EditDeleteField, FormToolbar } from '../components/RecordActions';
import { formScreens } from '../components/ResourceScreens';
import { tableValidator } from '../lib/validation';
import { useLocaleDates } from '../lib/dates';

/** Certificate list page size (docs/back-office.md, Screens). */
const CERTIFICATES_PER_PAGE = 20;

/** 'No certificates found' for a search without result; 'No certificates yet' when there are none at all. */
function NoneFound() {
  const { filterValues } = useListContext();
  return <EmptyState text={filterValues?.q ? 'app.certificates.notFound' : 'app.certificates.empty'} />;
}

function CertificateRows() {
  const translate = useTranslate();
  const { date } = useLocaleDates();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<Certificate>
        primaryText={(c) => c.name}
        secondaryText={(c) => `${c.certificateNumber} · ${c.courseTaken}`}
        tertiaryText={(c) => date(c.trainingDate)}
        linkType="edit"
        empty={<NoneFound />}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoneFound />}>
      <TextField source="certificateNumber" label="app.certificates.numberColumn" />
      <TextField source="name" />
      <TextField source="fatherName" />
      <TextField source="courseTaken" label="app.certificates.courseColumn" />
      <TextField source="duration" sortable={false} />
      <FunctionField<Certificate> source="trainingDate" render={(c) => date(c.trainingDate)} />
      <FunctionField<Certificate>
        label="app.certificates.funding"
        render={(c) =>
          c.isDonorFunded ? (
            <Chip size="small" color="info" label={c.projectOfficeName || translate('app.certificates.donorFunded')} />
          ) : null
        }
      />
      <EditDeleteField label="app.certificates.actions" />
    </Datagrid>
  );
}

function CertificateList() {
  const translate = useTranslate();
  return (
    <List
      title="app.certificates.title"
      perPage={CERTIFICATES_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[CERTIFICATES_PER_PAGE]} />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.certificates.search')} />]}
      actions={
        <TopToolbar>
          <ExportCsvButton />
          <ImportCertificatesButton />
          <CreateButton label="app.certificates.add" />
        </TopToolbar>
      }
      empty={<EmptyState text="app.certificates.empty" />}
      sort={defaultListSort('certificates')}
    >
      <CertificateRows />
    </List>
  );
}

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
      <TextInput source="fatherName" fullWidth />
      <TextInput source="courseTaken" fullWidth />
      <TextInput source="duration" fullWidth />
      <DateInput source="trainingDate" slotProps={{ htmlInput: dateBounds }} />
      <DateInput
        source="dateOfBirth"
        slotProps={{ htmlInput: dateBounds }}
        helperText={edit ? 'app.certificates.dateOfBirthKept' : false}
      />
      <TextInput source="certificateNumber" fullWidth />
      <BooleanInput source="isDonorFunded" />
      <FormDataConsumer>
        {({ formData }) => (
          // Disabled on the element only: a field react-hook-form itself disables keeps no validation error.
          <TextInput
            source="projectOfficeName"
            slotProps={{ htmlInput: { disabled: !formData.isDonorFunded } }}
            helperText={formData.isDonorFunded ? 'app.certificates.projectRequired' : 'app.certificates.projectOnly'}
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
  ...formScreens(CertificateForm, { create: 'app.certificates.add', edit: 'app.certificates.edit' }),
};
