import {
  Datagrid,
  FunctionField,
  Labeled,
  List,
  SearchInput,
  SelectInput,
  Show,
  ShowButton,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { defaultListSort, type Locale, LOCALE_NAMES, LOCALES, localeDigits, type SubscriberFields } from '@institute/shared';
import { EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ResourceDeleteButton } from '../components/RecordActions';
import { useLocaleDates } from '../lib/dates';
import type { InstituteDataProvider, SubscriberMail } from '../providers/dataProvider';

/** A subscriber as the API answers it (libs SubscriberFields, its dates as JSON strings). */
type Subscriber = Omit<SubscriberFields, 'confirmedAt' | 'createdAt' | 'updatedAt'> & {
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The languages are named in their own script, on every screen (docs/back-office.md, Languages). */
const LOCALE_CHOICES = LOCALES.map((id) => ({ id, name: LOCALE_NAMES[id] }));

/** The categories a subscriber chose, by the news categories' names in the screen's language. */
function Categories({ record }: { record: Subscriber }) {
  const translate = useTranslate();
  return <>{record.categories.map((c) => translate(`app.news.categories.${c}`, { _: c })).join(', ')}</>;
}

/** Confirmed (when), or a badge saying it is not yet: an unconfirmed address receives nothing but its confirmation. */
function Confirmation({ record }: { record: Subscriber }) {
  const translate = useTranslate();
  const { dateTime } = useLocaleDates();
  return record.confirmedAt ? (
    <span data-testid="subscriber-confirmed">{dateTime(record.confirmedAt)}</span>
  ) : (
    <Chip size="small" color="warning" label={translate('app.subscribers.unconfirmed')} data-testid="subscriber-unconfirmed" />
  );
}

function SubscriberRows() {
  const translate = useTranslate();
  const { dateTime } = useLocaleDates();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const empty = <EmptyState text="app.subscribers.empty" />;
  if (small) {
    return (
      <SimpleList<Subscriber>
        primaryText={(s) => s.email}
        secondaryText={(s) => <Categories record={s} />}
        tertiaryText={(s) => <Confirmation record={s} />}
        linkType="show"
        empty={empty}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" empty={empty}>
      <TextField source="email" />
      <FunctionField<Subscriber> source="categories" sortable={false} render={(s) => <Categories record={s} />} />
      <FunctionField<Subscriber> source="locale" render={(s) => LOCALE_NAMES[s.locale]} />
      <FunctionField<Subscriber> source="confirmedAt" render={(s) => <Confirmation record={s} />} />
      <FunctionField<Subscriber> source="createdAt" render={(s) => dateTime(s.createdAt)} />
      <FunctionField<Subscriber>
        label={translate('app.subscribers.actions')}
        render={(s) => (
          <Stack direction="row" spacing={1}>
            <ShowButton record={s} label="app.subscribers.detailsButton" />
            <ResourceDeleteButton record={s} />
          </Stack>
        )}
      />
    </Datagrid>
  );
}

/** The subscribers, newest first: search by address, filter by language, export, delete (administrators). */
function SubscriberList() {
  const translate = useTranslate();
  return (
    <List
      title="app.subscribers.title"
      sort={defaultListSort('subscribers')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.subscribers.search')} />,
        <SelectInput key="locale" source="locale" choices={LOCALE_CHOICES} />,
      ]}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      empty={<EmptyState text="app.subscribers.empty" />}
    >
      <SubscriberRows />
    </List>
  );
}

/** The mails on publish queued for the subscriber, newest first (the API keeps them 30 days once done). */
function SubscriberMails() {
  const record = useRecordContext<Subscriber>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useLocaleDates();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['subscribers', 'mails', record?.id],
    queryFn: () => dataProvider.subscriberMails(record!.id),
    enabled: !!record,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return <Skeleton height={48} />;
  if (!data.length) return <Typography color="text.secondary">{translate('app.subscribers.noMails')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.subscribers.mails')} data-testid="subscriber-mails">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.subscribers.mailTitle')}</TableCell>
            <TableCell>{translate('app.subscribers.mailStatus')}</TableCell>
            <TableCell>{translate('app.subscribers.attempts')}</TableCell>
            <TableCell>{translate('app.subscribers.queuedAt')}</TableCell>
            <TableCell>{translate('app.subscribers.sentAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((m: SubscriberMail) => (
            <TableRow key={`${m.newsId}-${m.queuedAt}`}>
              <TableCell>{m.title}</TableCell>
              <TableCell>{translate(`app.subscribers.mailStatuses.${m.status}`, { _: m.status })}</TableCell>
              <TableCell>{localeDigits(m.attempts, locale as Locale)}</TableCell>
              <TableCell>{dateTime(m.queuedAt)}</TableCell>
              <TableCell>{m.sentAt ? dateTime(m.sentAt) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ShowActions() {
  const record = useRecordContext<Subscriber>();
  return <TopToolbar>{record ? <ResourceDeleteButton record={record} redirect="list" /> : null}</TopToolbar>;
}

/** A subscriber: address, categories, language, confirmed or not and when, and the mails sent to it. */
function SubscriberShow() {
  const { dateTime } = useLocaleDates();
  return (
    <Show title="app.subscribers.details" actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="email" />
        <FunctionField<Subscriber> source="categories" render={(s) => <Categories record={s} />} />
        <FunctionField<Subscriber> source="locale" render={(s) => LOCALE_NAMES[s.locale]} />
        <FunctionField<Subscriber> source="confirmedAt" render={(s) => <Confirmation record={s} />} />
        <FunctionField<Subscriber> source="createdAt" render={(s) => dateTime(s.createdAt)} />
        <Labeled label="app.subscribers.mails" fullWidth>
          <SubscriberMails />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: SubscriberList,
  show: SubscriberShow,
};
