import { Create, CreateButton, Edit, List, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { Box, Button, CardContent, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DONOR_RULES } from '@institute/shared';
import { CardGrid, CardPagination, CARDS_PER_PAGE, EmptyState } from '../components/CardGrid';
import { CardEditDelete, FormToolbar } from '../components/RecordActions';
import { InactiveBadge } from '../components/badges';
import { UploadField } from '../components/UploadField';
import { ActiveInput, DisplayOrderInput, ORDERED_DEFAULTS } from '../components/inputs';
import { tableValidator } from '../lib/validation';

interface Donor {
  id: string;
  name: string;
  logoUrl?: string | null;
  websiteUrl?: string | null;
  description?: string | null;
  isActive: boolean;
}

const DonorList = () => (
  <List title="Donors & Partners Management" perPage={CARDS_PER_PAGE} pagination={<CardPagination />} empty={false} actions={<TopToolbar><CreateButton label="Add Donor" /></TopToolbar>}>
    <CardGrid<Donor>
      empty={<EmptyState text="No donors or partners yet" />}
      render={(d) => (
        <>
          <CardContent>
            {d.logoUrl ? <Box component="img" src={d.logoUrl} alt={`${d.name} logo`} sx={{ height: 56, maxWidth: '100%', objectFit: 'contain', mb: 1 }} /> : null}
            <Typography variant="h6" component="h2">
              {d.name}
            </Typography>
            <InactiveBadge isActive={d.isActive} />
            {d.description ? <Typography variant="body2" color="text.secondary">{d.description}</Typography> : null}
          </CardContent>
          <CardEditDelete record={d}>
            {d.websiteUrl ? (
              <Button size="small" href={d.websiteUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
                Visit Website
              </Button>
            ) : null}
          </CardEditDelete>
        </>
      )}
    />
  </List>
);

const validate = tableValidator(DONOR_RULES);

const DonorForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={ORDERED_DEFAULTS}>
    <TextInput source="name" fullWidth />
    <UploadField source="logoUrl" label="Logo URL" kind="image" clearedMessage="Image URL cleared" />
    <TextInput source="websiteUrl" label="Website URL" fullWidth />
    <TextInput source="description" fullWidth multiline minRows={3} />
    <DisplayOrderInput />
    <ActiveInput />
  </SimpleForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: DonorList,
  create: () => (
    <Create title="Add Donor" redirect="list">
      <DonorForm />
    </Create>
  ),
  edit: () => (
    <Edit title="Edit Donor" redirect="list" mutationMode="pessimistic">
      <DonorForm />
    </Edit>
  ),
};
