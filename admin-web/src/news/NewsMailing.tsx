import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Alert, AlertTitle, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Locale, localeDigits, type News } from '@institute/shared';
import { useLocaleDates } from '../lib/dates';
import { useCan } from '../lib/rights';
import type { InstituteDataProvider } from '../providers/dataProvider';

/**
 * A news item's mails to its subscribers (docs/back-office.md, Subscribers), on its edit screen
 * for those who may read the subscribers: before it is published (a draft, or an item scheduled
 * for later), how many confirmed subscribers of its category it would mail now; once announced,
 * how many it mailed, when, and how far the queue is. A correction never mails again
 * (docs/behaviour.md, E-mail subscriptions).
 */
export function NewsMailing() {
  const record = useRecordContext<News>();
  const readsSubscribers = useCan('subscribers', 'read');
  if (!record?.id || !readsSubscribers) return null;
  return <MailingNote id={record.id} />;
}

function MailingNote({ id }: { id: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useLocaleDates();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const { data, error } = useQuery({ queryKey: ['subscribers', 'news', id], queryFn: () => dataProvider.newsMailing(id) });
  const digits = (n: number) => localeDigits(n, locale as Locale);
  const counted = (key: string, n: number, args: Record<string, string> = {}) =>
    translate(key, { smart_count: n, count: digits(n), ...args });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <Skeleton height={72} />;
  return (
    <Alert severity="info" data-testid="news-mailing" sx={{ width: '100%', boxSizing: 'border-box' }}>
      <AlertTitle component="h2">{translate('app.subscribers.mailingTitle')}</AlertTitle>
      {data.announced && data.announcedAt ? (
        <>
          <div>{counted('app.subscribers.mailed', data.recipients, { date: dateTime(data.announcedAt) })}</div>
          {data.pending || data.failed ? (
            <div>
              {translate('app.subscribers.progress', {
                sent: digits(data.sent),
                pending: digits(data.pending),
                failed: digits(data.failed),
              })}
            </div>
          ) : null}
          <div>{translate('app.subscribers.noMailAgain')}</div>
        </>
      ) : (
        counted('app.subscribers.willMail', data.recipients)
      )}
    </Alert>
  );
}
