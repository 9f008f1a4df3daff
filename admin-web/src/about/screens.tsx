import { useState } from 'react';
import { Form, SaveButton, TextInput, Title, useGetList, useNotify, useUpdate } from 'react-admin';
import { Alert, Box, Card, CardContent, CardHeader, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { ABOUT_RULES, ABOUT_SECTIONS, type AboutContent, type AboutSection, defaultListSort, formatDisplayDate } from '@institute/shared';
import { BilingualInput } from '../components/BilingualInput';
import { NepaliBadge } from '../components/NepaliBadge';
import { hasNepali } from '../lib/nepali';
import { useCan } from '../lib/rights';
import { tableValidator } from '../lib/validation';
import { HistoryTabs } from '../revisions/HistoryTabs';
import { RevisionHistory } from '../revisions/RevisionHistory';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const validate = tableValidator({ title: ABOUT_RULES.title, content: ABOUT_RULES.content });

const GUIDELINES = [
  'Keep the title short; it is shown as the heading of the section.',
  'Write in plain paragraphs; line breaks are kept on the public site.',
  'About: who the institute is. Vision and Mission: one or two sentences each. History: milestones in order.',
];

function SectionEditor({ section, record }: { section: AboutSection; record?: AboutContent }) {
  const canEdit = useCan('content', 'manage');
  const [update] = useUpdate();
  const notify = useNotify();
  const save = (values: Record<string, unknown>) =>
    update(
      'about',
      // The Nepali content is sent as the form holds it; the API merges it (null removes it).
      { id: section, data: { title: values.title, content: values.content, translations: values.translations }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${capitalised(section)} content updated successfully`, { type: 'info' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const editor = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardHeader title={`Edit ${capitalised(section)}`} />
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
          <CardHeader title="Current content" />
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
                  Last updated: {formatDisplayDate(record.updatedAt)}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">No content yet for this section.</Typography>
            )}
          </CardContent>
        </Card>
        <Alert severity="info">
          <strong>Content guidelines</strong>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {GUIDELINES.map((g) => (
              <li key={g}>{g}</li>
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
  const [tab, setTab] = useState<AboutSection>('about');
  const { data, isPending } = useGetList<AboutContent>('about', {
    pagination: { page: 1, perPage: 10 },
    sort: defaultListSort('about'),
  });
  return (
    <Box>
      <Title title="About Content Management" />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Sections">
        {ABOUT_SECTIONS.map((s) => (
          <Tab key={s} value={s} label={capitalised(s)} />
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
