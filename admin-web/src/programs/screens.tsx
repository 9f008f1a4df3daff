import { SearchInput } from 'react-admin';
import { CardContent, Chip, Stack, Typography } from '@mui/material';
import { type Program, PROGRAM_RULES } from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { OrderedForm } from '../components/inputs';
import { formScreens } from '../components/ResourceScreens';
import { ImageWithFallback } from '../components/ImageWithFallback';
import { InactiveBadge } from '../components/badges';
import { NepaliBadge } from '../components/NepaliBadge';
import { BilingualInput } from '../components/BilingualInput';
import { UploadField } from '../components/UploadField';
import { tableValidator } from '../lib/validation';

const ProgramList = () => (
  <CardList<Program>
    title="app.programs.title"
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    addLabel="app.programs.add"
    empty={<EmptyState text="app.programs.empty" />}
    render={(p) => (
      <>
        <ImageWithFallback src={p.imageUrl} alt={p.title} />
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Chip size="small" label={p.category} />
            <Chip size="small" label={p.duration} variant="outlined" />
            <InactiveBadge isActive={p.isActive} />
            <NepaliBadge resource="programs" record={p} />
          </Stack>
          <Typography variant="h6" component="h2">
            {p.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {p.description}
          </Typography>
        </CardContent>
        <CardEditDelete record={p} />
      </>
    )}
  />
);

const validate = tableValidator(PROGRAM_RULES);

const ProgramForm = () => (
  <OrderedForm validate={validate}>
    <BilingualInput source="title" fullWidth />
    <BilingualInput source="description" fullWidth multiline minRows={3} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <BilingualInput source="category" fullWidth />
      <BilingualInput source="duration" fullWidth />
    </Stack>
    <UploadField source="imageUrl" kind="image" clearedMessage="app.content.imageCleared" />
    <UploadField source="curriculumFile" kind="pdf" clearedMessage="app.content.fileCleared" />
    <UploadField source="nossFile" kind="pdf" clearedMessage="app.content.fileCleared" />
    <BilingualInput source="requirements" fullWidth multiline />
    <BilingualInput source="certification" fullWidth />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: ProgramList,
  ...formScreens(ProgramForm, { create: 'app.programs.add', edit: 'app.programs.edit' }),
};
