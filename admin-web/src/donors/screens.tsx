import { TextInput, useTranslate } from 'react-admin';
import { Box, Button, CardContent, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { type Donor, DONOR_RULES } from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { OrderedForm } from '../components/inputs';
import { formScreens } from '../components/ResourceScreens';
import { InactiveBadge } from '../components/badges';
import { UploadField } from '../components/UploadField';
import { tableValidator } from '../lib/validation';

function DonorList() {
  const translate = useTranslate();
  return (
    <CardList<Donor>
      title="app.donors.title"
      addLabel="app.donors.add"
      empty={<EmptyState text="app.donors.empty" />}
      render={(d) => (
        <>
          <CardContent>
            {d.logoUrl ? (
              <Box
                component="img"
                src={d.logoUrl}
                alt={translate('app.donors.logo', { name: d.name })}
                sx={{ height: 56, maxWidth: '100%', objectFit: 'contain', mb: 1 }}
              />
            ) : null}
            <Typography variant="h6" component="h2">
              {d.name}
            </Typography>
            <InactiveBadge isActive={d.isActive} />
            {d.description ? (
              <Typography variant="body2" color="text.secondary">
                {d.description}
              </Typography>
            ) : null}
          </CardContent>
          <CardEditDelete record={d}>
            {d.websiteUrl ? (
              <Button size="small" href={d.websiteUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
                {translate('app.donors.visitWebsite')}
              </Button>
            ) : null}
          </CardEditDelete>
        </>
      )}
    />
  );
}

const validate = tableValidator(DONOR_RULES);

const DonorForm = () => (
  <OrderedForm validate={validate}>
    <TextInput source="name" fullWidth />
    <UploadField source="logoUrl" kind="image" clearedMessage="app.content.imageCleared" />
    <TextInput source="websiteUrl" fullWidth />
    <TextInput source="description" fullWidth multiline minRows={3} />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: DonorList,
  ...formScreens(DonorForm, { create: 'app.donors.add', edit: 'app.donors.edit' }),
};
