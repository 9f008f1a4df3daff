import { TextInput, useLocaleState } from 'react-admin';
import { Avatar, CardContent, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { TEAM_MEMBER_RULES, type TeamMember } from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { OrderedForm } from '../components/inputs';
import { formScreens } from '../components/ResourceScreens';
import { InactiveBadge } from '../components/badges';
import { NepaliBadge } from '../components/NepaliBadge';
import { BilingualInput } from '../components/BilingualInput';
import { UploadField } from '../components/UploadField';
import { tableValidator } from '../lib/validation';

/**
 * The avatar's letter when there is no photo: the name's first, on a Nepali screen the Nepali
 * name's (MUI's person icon when the member has none, no Latin letter standing alone there).
 */
function MemberAvatar({ member: m }: { member: TeamMember }) {
  const [locale] = useLocaleState();
  const initial = locale === 'ne' ? m.translations?.ne?.name?.charAt(0) : m.name.charAt(0);
  return (
    <Avatar src={m.photoUrl ?? undefined} alt={m.name} sx={{ width: 64, height: 64 }}>
      {initial || <PersonIcon />}
    </Avatar>
  );
}

const TeamList = () => (
  <CardList<TeamMember>
    title="app.team.title"
    addLabel="app.team.add"
    empty={<EmptyState text="app.team.empty" />}
    render={(m) => (
      <>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <MemberAvatar member={m} />
            <div>
              <Typography variant="h6" component="h2">
                {m.name}
              </Typography>
              <Typography color="text.secondary">{m.position}</Typography>
              {m.qualification ? <Typography variant="body2">{m.qualification}</Typography> : null}
              <InactiveBadge isActive={m.isActive} />
              <NepaliBadge resource="team" record={m} />
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
);

const validate = tableValidator(TEAM_MEMBER_RULES);

const TeamForm = () => (
  <OrderedForm validate={validate}>
    <BilingualInput source="name" fullWidth />
    <BilingualInput source="position" fullWidth />
    <BilingualInput source="qualification" fullWidth />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="phone" fullWidth />
    </Stack>
    <BilingualInput source="bio" fullWidth multiline minRows={3} />
    <UploadField source="photoUrl" kind="image" clearedMessage="app.content.photoCleared" />
    <TextInput source="linkedinUrl" fullWidth />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: TeamList,
  ...formScreens(TeamForm, { create: 'app.team.add', edit: 'app.team.edit' }),
};
