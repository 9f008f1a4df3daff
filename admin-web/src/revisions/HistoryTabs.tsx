import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Tab, Tabs } from '@mui/material';

type Shown = 'content' | 'history';

/**
 * An edit screen's two tabs (docs/back-office.md, History): Content, the form, and History, what
 * was written before. The form stays mounted while History is shown, so nothing typed is lost;
 * History is rendered (and so fetched afresh) each time it is opened.
 */
export function HistoryTabs({ children, history }: { children: ReactNode; history: ReactNode }) {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>('content');
  const id = useId();
  const tab = (value: Shown, label: string) => (
    <Tab value={value} label={label} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}`} />
  );
  const panel = (value: Shown, content: ReactNode) => (
    <Box role="tabpanel" id={`${id}-${value}`} aria-labelledby={`${id}-${value}-tab`} hidden={shown !== value}>
      {content}
    </Box>
  );
  return (
    <>
      <Tabs
        value={shown}
        aria-label={translate('app.revisions.tabs')}
        onChange={(_, value: Shown) => setShown(value)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tab('content', translate('app.revisions.content'))}
        {tab('history', translate('app.revisions.history'))}
      </Tabs>
      {panel('content', children)}
      {panel('history', shown === 'history' ? <Box sx={{ p: 2 }}>{history}</Box> : null)}
    </>
  );
}
