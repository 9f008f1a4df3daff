import { ArrayInput, DateInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { CardContent, Stack, Typography } from '@mui/material';
import {
  DEFAULT_PROJECT_STATUS,
  type Locale,
  localeDigits,
  locationError,
  occupationError,
  type Project,
  PROJECT_MESSAGES,
  PROJECT_RULES,
  PROJECT_STATUSES,
  totalParticipants,
} from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { CardEditDelete } from '../components/RecordActions';
import { OrderedForm } from '../components/inputs';
import { formScreens } from '../components/ResourceScreens';
import { ImageWithFallback } from '../components/ImageWithFallback';
import { InactiveBadge, StatusBadge } from '../components/badges';
import { NepaliBadge } from '../components/NepaliBadge';
import { BilingualInput } from '../components/BilingualInput';
import { UploadField } from '../components/UploadField';
import { fieldValidator } from '../lib/validation';

/** A project's status choices: catalogue keys, which react-admin translates. */
const STATUS_CHOICES = PROJECT_STATUSES.map((id) => ({ id, name: `app.statuses.${id}` }));

function ProjectList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const digits = (n: number) => localeDigits(n, locale as Locale);
  return (
    <CardList<Project>
      title="app.projects.title"
      addLabel="app.projects.add"
      empty={<EmptyState text="app.projects.empty" />}
      render={(p) => (
        <>
          {p.imageUrl ? <ImageWithFallback src={p.imageUrl} alt={p.title} /> : null}
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <StatusBadge status={p.status} colour={p.status === 'completed' ? 'success' : 'default'} />
              <InactiveBadge isActive={p.isActive} />
              <NepaliBadge resource="projects" record={p} />
            </Stack>
            <Typography variant="h6" component="h2">
              {p.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {p.implementationDuration}
              {p.fundingAgency ? ` · ${translate('app.projects.fundedBy', { agency: p.fundingAgency })}` : ''}
            </Typography>
            <Typography variant="body2">
              {translate('app.projects.counts', {
                occupations: digits((p.occupations ?? []).length),
                participants: digits(totalParticipants(p.occupations)),
                locations: digits((p.locations ?? []).length),
              })}
            </Typography>
          </CardContent>
          <CardEditDelete record={p} />
        </>
      )}
    />
  );
}

// react-hook-form can neither show a list-level error nor mix a form-level check with field-level
// ones, so this form checks each field with its libs rule, and list entries where they are typed.
const rule = (name: keyof typeof PROJECT_RULES) => fieldValidator(PROJECT_RULES[name]);

/** libs' occupation rule on one entry, its message shown under the field it is about. */
function occupationPart(part: 'name' | 'count') {
  return (_value: unknown, values: Record<string, unknown>, props?: { finalSource?: string }) => {
    const entryPath = props?.finalSource?.replace(/\.(name|count)$/, '') ?? '';
    const entry = entryPath.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values);
    const message = occupationError(entry);
    const about = message === PROJECT_MESSAGES.occupationNameRequired ? 'name' : 'count';
    return message && about === part ? message : undefined;
  };
}
const locationRule = (value: unknown) => locationError(value) ?? undefined;
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const ProjectForm = () => (
  <OrderedForm defaultValues={{ status: DEFAULT_PROJECT_STATUS, occupations: [], locations: [] }}>
    <BilingualInput source="title" fullWidth validate={rule('title')} />
    <BilingualInput source="description" fullWidth multiline minRows={3} />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <BilingualInput source="implementingAgency" fullWidth />
      <BilingualInput source="fundingAgency" fullWidth />
    </Stack>
    <TextInput source="implementationDuration" validate={rule('implementationDuration')} helperText="app.projects.durationHelp" fullWidth />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DateInput source="startDate" parse={emptyToNull} validate={rule('startDate')} />
      <DateInput source="endDate" parse={emptyToNull} validate={rule('endDate')} />
    </Stack>
    {/* Entries are checked by libs' occupation and location rules: a name and a count above 0; no blank place. */}
    <ArrayInput source="occupations">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="name" label="resources.projects.fields.occupation" validate={occupationPart('name')} />
        <NumberInput source="count" label="resources.projects.fields.persons" step={1} min={1} validate={occupationPart('count')} />
      </SimpleFormIterator>
    </ArrayInput>
    <ArrayInput source="locations">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="" label="resources.projects.fields.location" validate={locationRule} />
      </SimpleFormIterator>
    </ArrayInput>
    <UploadField source="imageUrl" kind="image" clearedMessage="app.content.imageCleared" validate={rule('imageUrl')} />
    <SelectInput source="status" choices={STATUS_CHOICES} />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: ProjectList,
  ...formScreens(ProjectForm, { create: 'app.projects.add', edit: 'app.projects.edit' }),
};
