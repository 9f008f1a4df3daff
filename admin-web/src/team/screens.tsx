import { Create, CreateButton, Edit, List, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { Avatar, CardContent, Stack, Typography } from '@mui/material';
import { TEAM_MEMBER_RULES } from '@institute/shared';
import { CardGrid, CardPagination, CARDS_PER_PAGE, EmptyState } from '../components/CardGrid';
import { CardEditDelete, FormToolbar } from '../components/RecordActions';
import { InactiveBadge } from '../components/badges';
import { UploadField } from '../components/UploadField';
import { ActiveInput, DisplayOrderInput, ORDERED_DEFAULTS } from '../components/inputs';
import { tableValidator } from '../lib/validation';

interface TeamMember {
  id: string;
  name: string;
  position: string;
  qualification?: string | null;
  email?: string | null;
  phone?: string | null;
  photoUrl?: string | null;
  isActive: boolean;
}

const TeamList = () => (
  <List title="Team Management" perPage={CARDS_PER_PAGE} pagination={<CardPagination />} empty={false} actions={<TopToolbar><CreateButton label="Add Team Member" /></TopToolbar>}>
    <CardGrid<TeamMember>
      empty={<EmptyState text="No team members added yet" />}
      render={(m) => (
        <>
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar src={m.photoUrl ?? undefined} alt={m.name} sx={{ width: 64, height: 64 }}>
                {m.name.charAt(0)}
              </Avatar>
              <div>
                <Typography variant="h6" component="h2">
                  {m.name}
                </Typography>
                <Typography color="text.secondary">{m.position}</Typography>
                {m.qualification ? <Typography variant="body2">{m.qualification}</Typography> : null}
                <InactiveBadge isActive={m.isActive} />
              </div>
            </Stack>
            {m.email || m.phone ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-word' }}>
                {[m.email, m.phone].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
          </CardContent>
          <CardEditDelete record={m} />
        </>
      )}
    />
  </List>
);

const validate = tableValidator(TEAM_MEMBER_RULES);

const TeamForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={ORDERED_DEFAULTS}>
    <TextInput source="name" fullWidth />
    <TextInput source="position" fullWidth />
    <TextInput source="qualification" fullWidth />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="phone" fullWidth />
    </Stack>
    <TextInput source="bio" fullWidth multiline minRows={3} />
    <UploadField source="photoUrl" label="Photo URL" kind="image" clearedMessage="Photo URL cleared" />
    <TextInput source="linkedinUrl" label="LinkedIn URL" fullWidth />
    <DisplayOrderInput />
    <ActiveInput />
  </SimpleForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: TeamList,
  create: () => (
    <Create title="Add Team Member" redirect="list">
      <TeamForm />
    </Create>
  ),
  edit: () => (
    <Edit title="Edit Team Member" redirect="list" mutationMode="pessimistic">
      <TeamForm />
    </Edit>
  ),
};
