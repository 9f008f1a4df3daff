import { Create, CreateButton, Edit, List, SimpleForm, TextInput, TopToolbar } from 'react-admin';
import { CardContent, Typography } from '@mui/material';
import { HERO_SLIDE_RULES } from '@institute/shared';
import { CardGrid, CardPagination, CARDS_PER_PAGE, EmptyState } from '../components/CardGrid';
import { CardEditDelete, FormToolbar } from '../components/RecordActions';
import { ImageWithFallback } from '../components/ImageWithFallback';
import { InactiveBadge } from '../components/badges';
import { UploadField } from '../components/UploadField';
import { ActiveInput, DisplayOrderInput, ORDERED_DEFAULTS } from '../components/inputs';
import { tableValidator } from '../lib/validation';

interface HeroSlide {
  id: string;
  title: string;
  subtitle?: string | null;
  image: string;
  ctaText?: string | null;
  ctaLink?: string | null;
  isActive: boolean;
}

const SlideList = () => (
  <List title="Hero Slides Management" perPage={CARDS_PER_PAGE} pagination={<CardPagination />} empty={false} actions={<TopToolbar><CreateButton label="Add Slide" /></TopToolbar>}>
    <CardGrid<HeroSlide>
      empty={<EmptyState text="No Hero Slides Yet" hint="Add a slide to show at the top of the home page." />}
      render={(s) => (
        <>
          <ImageWithFallback src={s.image} alt={s.title} height={160} />
          <CardContent>
            <Typography variant="h6" component="h2">
              {s.title}
            </Typography>
            {s.subtitle ? <Typography color="text.secondary">{s.subtitle}</Typography> : null}
            {s.ctaText ? <Typography variant="body2">Button: {s.ctaText} → {s.ctaLink || '—'}</Typography> : null}
            <InactiveBadge isActive={s.isActive} />
          </CardContent>
          <CardEditDelete record={s} />
        </>
      )}
    />
  </List>
);

const validate = tableValidator(HERO_SLIDE_RULES);
/** Empty subtitle, button text and link are sent as null (admin spec §5). */
const emptyToNull = (v: unknown) => (v === '' ? null : v);

const SlideForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />} validate={validate} defaultValues={ORDERED_DEFAULTS}>
    <TextInput source="title" fullWidth />
    <TextInput source="subtitle" fullWidth parse={emptyToNull} />
    <UploadField source="image" label="Image URL" kind="image" helperText="Recommended size 1920x800" />
    <TextInput source="ctaText" label="Button text" fullWidth parse={emptyToNull} />
    <TextInput source="ctaLink" label="Button link" fullWidth parse={emptyToNull} />
    <DisplayOrderInput />
    <ActiveInput />
  </SimpleForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: SlideList,
  create: () => (
    <Create title="Add Hero Slide" redirect="list">
      <SlideForm />
    </Create>
  ),
  edit: () => (
    <Edit title="Edit Hero Slide" redirect="list" mutationMode="pessimistic">
      <SlideForm />
    </Edit>
  ),
};
