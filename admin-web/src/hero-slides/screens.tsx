import { TextInput, useTranslate } from 'react-admin';
import { CardContent, Typography } from '@mui/material';
import { HERO_SLIDE_RULES, type HeroSlide } from '@institute/shared';
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

function SlideList() {
  const translate = useTranslate();
  return (
    <CardList<HeroSlide>
      title="app.heroSlides.title"
      addLabel="app.heroSlides.addButton"
      empty={<EmptyState text="app.heroSlides.empty" hint="app.heroSlides.emptyHint" />}
      render={(s) => (
        <>
          <ImageWithFallback src={s.image} alt={s.title} height={160} />
          <CardContent>
            <Typography variant="h6" component="h2">
              {s.title}
            </Typography>
            {s.subtitle ? <Typography color="text.secondary">{s.subtitle}</Typography> : null}
            {s.ctaText ? (
              <Typography variant="body2">{translate('app.heroSlides.button', { text: s.ctaText, link: s.ctaLink || '—' })}</Typography>
            ) : null}
            <InactiveBadge isActive={s.isActive} />
            <NepaliBadge resource="hero-slides" record={s} />
          </CardContent>
          <CardEditDelete record={s} />
        </>
      )}
    />
  );
}

const validate = tableValidator(HERO_SLIDE_RULES);
/** Empty subtitle, button text and link are sent as null. */
const emptyToNull = (v: unknown) => (v === '' ? null : v);

const SlideForm = () => (
  <OrderedForm validate={validate}>
    <BilingualInput source="title" fullWidth />
    <BilingualInput source="subtitle" fullWidth parse={emptyToNull} />
    <UploadField source="image" kind="image" helperText="app.heroSlides.imageSize" />
    <BilingualInput source="ctaText" fullWidth parse={emptyToNull} />
    <TextInput source="ctaLink" fullWidth parse={emptyToNull} />
  </OrderedForm>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: SlideList,
  ...formScreens(SlideForm, { create: 'app.heroSlides.add', edit: 'app.heroSlides.edit' }),
};
