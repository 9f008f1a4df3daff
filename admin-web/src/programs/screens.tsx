import { Create, CreateButton, Edit, List, SimpleForm, TextInput, TopToolbar, SearchInput } from 'react-admin';
import { CardContent, Chip, Stack, Typography } from '@mui/material';
import { PROGRAM_RULES } from '@institute/shared';
import { CardGrid, CardPagination, CARDS_PER_PAGE, EmptyState } from '../components/CardGrid';
import { CardEditDelete, FormToolbar } from '../components/RecordActions';
import { ImageWithFallback } from '../components/ImageWithFallback';
import { InactiveBadge } from '../components/badges';
import { UploadField } from '../components/UploadField';
import { ActiveInput, DisplayOrderInput, ORDERED_DEFAULTS } from '../components/inputs';
import { tableValidator } from '../lib/validation';

interface Program {
  id: string;
  title: string;
  description: string;
  category: string;
  duration: string;
  imageUrl?: string | null;
  isActive: boolean;
}

const ProgramList = () => (
  <List title="Programs Management" perPage={CARDS_PER_PAGE} pagination={<CardPagination />} filters={[<SearchInput key="q" source="q" alwaysOn />]} empty={false} actions={<TopToolbar><CreateButton label="Add Program" /></TopToolbar>}>
    <CardGrid<Program>
      empty={<EmptyState text="No programs yet" />}
      render={(p) => (
        <>
          <ImageWithFallback src={p.imageUrl} alt={p.title} />
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Chip size="small" label={p.category} />
              <Chip size="small" label={p.duration} variant="outlined" />
              <InactiveBadge isActive={p.isActive} />
            </Stack>
            <Typography variant="h6" component="h2">
              {p.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {p.description}
            </Typography>
          </CardContent>
          <CardEditDelete record={p} />
        </>
      )}
    />
  </List>
);

const validate = tableValidator(PROGRAM_RULES);

const ProgramForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={ORDERED_DEFAULTS}>
    <TextInput source="title" fullWidth />
    <TextInput source="description" fullWidth multiline minRows={3} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="category" fullWidth />
      <TextInput source="duration" fullWidth />
    </Stack>
    <UploadField source="imageUrl" label="Image URL" kind="image" clearedMessage="Image URL cleared" />
    <UploadField source="curriculumFile" label="Curriculum file (URL)" kind="pdf" clearedMessage="File URL cleared" />
    <UploadField source="nossFile" label="NOSS file (URL)" kind="pdf" clearedMessage="File URL cleared" />
    <TextInput source="requirements" fullWidth multiline />
    <TextInput source="certification" fullWidth />
    <DisplayOrderInput />
    <ActiveInput />
  </SimpleForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: ProgramList,
  create: () => (
    <Create title="Add Program" redirect="list">
      <ProgramForm />
    </Create>
  ),
  edit: () => (
    <Edit title="Edit Program" redirect="list" mutationMode="pessimistic">
      <ProgramForm />
    </Edit>
  ),
};
