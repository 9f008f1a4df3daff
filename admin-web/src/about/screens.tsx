import { useState } from 'react';
import { Form, SaveButton, TextInput, Title, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Alert, Box, Card, CardContent, CardHeader, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { ABOUT_RULES, ABOUT_SECTIONS, type AboutContent, type AboutSection, defaultListSort } from '@institute/shared';
import { BilingualInput } from '../components/BilingualInput';
import { NepaliBadge } from '../components/NepaliBadge';
import { hasNepali } from '../lib/nepali';
import { useCan } from '../lib/rights';
import { useLocaleDates } from '../lib/dates';
import { tableValidator } from '../lib/validation';
import { HistoryTabs } from '../revisions/HistoryTabs';
import { RevisionHistory } from '../revisions/RevisionHistory';

const validate = tableValidator({ title: ABOUT_RULES.title, content: ABOUT_RULES.content });

/** The guidelines beside the editor (`app.about.*`). */
const GUIDELINES = ['guidelineTitle', 'guidelineParagraphs', 'guidelineSections'];

function SectionEditor({ section, record }: { section: AboutSection; record?: AboutContent }) {
  const canEdit = useCan('content', 'manage');
  const [update] = useUpdate();
  const notify = useNotify();
  const translate = useTranslate();
  const { date } = useLocaleDates();
  const sectionName = translate(`app.about.sections.${section}`);
  const save = (values: Record<string, unknown>) =>
    update(
      'about',
      // The Nepali content is sent as the form holds it; the API merges it (null removes it).
      { id: section, data: { title: values.title, content: values.content, translations: values.translations }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.about.updated', { type: 'info', messageArgs: { section: sectionName } }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const editor = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardHeader title={translate('app.about.editSection', { section: sectionName })} />
        <CardContent>
          <Form key={section} record={record ?? { title: '', content: '', translations: {} }} validate={validate} onSubmit={save}>
            <TextInput source="title" fullWidth disabled={!canEdit} />
            <BilingualInput source="content" fullWidth multiline minRows={8} disabled={!canEdit} />
            {canEdit ? <SaveButton alwaysEnable={false} /> : null}
          </Form>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Card>
          <CardHeader title={translate('app.about.current')} />
          <CardContent>
            {record ? (
              <>
                <Typography variant="h6" component="h2">
                  {record.title}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{record.content}</Typography>
                <NepaliBadge resource="about" record={record} />
                {hasNepali(record.translations, 'content') ? (
                  <Typography lang="ne" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
                    {record.translations.ne?.content}
                  </Typography>
                ) : null}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {translate('app.about.lastUpdated', { date: date(record.updatedAt) })}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">{translate('app.about.noContent')}</Typography>
            )}
          </CardContent>
        </Card>
        <Alert severity="info">
          <strong>{translate('app.about.guidelinesTitle')}</strong>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {GUIDELINES.map((g) => (
              <li key={g}>{translate(`app.about.${g}`)}</li>
            ))}
          </ul>
        </Alert>
      </Box>
    </Box>
  );
  return record ? (
    <HistoryTabs key={section} history={<RevisionHistory resource="about" id={section} />}>
      {editor}
    </HistoryTabs>
  ) : (
    editor
  );
}

/** About Content Management: four tabs (about, vision, mission, history). */
function AboutPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<AboutSection>('about');
  const { data, isPending } = useGetList<AboutContent>('about', {
    pagination: { page: 1, perPage: 10 },
    sort: defaultListSort('about'),
  });
  return (
    <Box>
      <Title title="app.about.title" />
      <Tabs
        value={tab}
        onChange={(_e, v) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('app.about.sectionsLabel')}
      >
        {ABOUT_SECTIONS.map((s) => (
          <Tab key={s} value={s} label={translate(`app.about.sections.${s}`)} />
        ))}
      </Tabs>
      {isPending ? (
        <Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />
      ) : (
        <SectionEditor section={tab} record={data?.find((r) => r.section === tab)} />
      )}
    </Box>
  );
}

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: AboutPage,
};
