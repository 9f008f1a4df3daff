import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { type Locale, localeDigits, RESOURCE_AREAS } from '@institute/shared';
import { useQuery } from '@tanstack/react-query';
import { BackupFreshness, BackupStatusError, useBackupStatus } from '../backups/status';
import { StatCards, type StatCardSpec } from '../components/StatCards';
import { useLocaleDates } from '../lib/dates';
import { applicationColour, StatusBadge } from '../components/badges';
import { useCan } from '../lib/rights';
import type { InstituteDataProvider, SubscriberCounts } from '../providers/dataProvider';

/** Dashboard: the 5 most recent applications. */
const RECENT_APPLICATIONS = 5;

/** A card of the dashboard whose header links to the screen it sums up; a named region. */
function LinkedCard({ title, to, link, children }: { title: string; to: string; link: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        action={
          <Button component={RouterLink} to={to}>
            {link}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function RecentApplications() {
  const translate = useTranslate();
  const { date } = useLocaleDates();
  const { data, isPending } = useGetList('applications', {
    pagination: { page: 1, perPage: RECENT_APPLICATIONS },
    sort: { field: 'appliedAt', order: 'DESC' },
  });
  return (
    <LinkedCard title={translate('app.dashboard.recentApplications')} to="/applications" link={translate('app.dashboard.viewAll')}>
      {isPending ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={48} />)
      ) : !data?.length ? (
        <Typography color="text.secondary">{translate('app.dashboard.noApplications')}</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((a) => (
            <ListItem key={a.id} divider secondaryAction={<StatusBadge status={a.status} colour={applicationColour(a.status)} />}>
              <ListItemText primary={a.name} secondary={`${a.program} · ${date(a.appliedAt)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </LinkedCard>
  );
}

/** Administrators: the last good backup's age, and a warning when it is stale (docs/back-office.md, Backups). */
function BackupsCard() {
  const translate = useTranslate();
  const { data, error } = useBackupStatus();
  return (
    <LinkedCard title={translate('app.dashboard.backups')} to="/backups" link={translate('app.dashboard.viewBackups')}>
      {error ? <BackupStatusError error={error} /> : data ? <BackupFreshness status={data} /> : <Skeleton height={48} />}
    </LinkedCard>
  );
}

/** The subscribers' counts the card shows, in this order: confirmed ones in all, per category, then those not confirmed yet. */
const SUBSCRIBER_COUNTS = ['confirmed', 'news', 'notice', 'result', 'unconfirmed'] as const satisfies readonly (keyof SubscriberCounts)[];

/**
 * Administrators and editors: the e-mail subscribers per category (docs/back-office.md,
 * Subscribers). A subscriber of several categories counts in each; only confirmed ones are mailed.
 */
function SubscribersCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const { data, error } = useQuery({ queryKey: ['subscribers', 'counts'], queryFn: () => dataProvider.subscriberCounts() });
  return (
    <LinkedCard title={translate('resources.subscribers.name')} to="/subscribers" link={translate('app.subscribers.view')}>
      {error ? (
        <Typography color="error">{error.message}</Typography>
      ) : !data ? (
        <Skeleton height={48} />
      ) : (
        <List dense disablePadding>
          {SUBSCRIBER_COUNTS.map((key) => (
            <ListItem
              key={key}
              divider
              secondaryAction={<span data-testid={`subscribers-${key}`}>{localeDigits(data[key], locale as Locale)}</span>}
            >
              <ListItemText primary={translate(`app.subscribers.counts.${key}`)} />
            </ListItem>
          ))}
        </List>
      )}
    </LinkedCard>
  );
}

const QUICK_ACTIONS = [
  { to: '/news', label: 'app.dashboard.manageNews' },
  { to: '/team', label: 'app.dashboard.manageTeam' },
  { to: '/statistics', label: 'app.dashboard.updateStatistics' },
  { to: '/donors', label: 'app.dashboard.manageDonors' },
];

export function Dashboard() {
  const translate = useTranslate();
  const submissions = useCan('submissions', 'read');
  const backups = useCan(RESOURCE_AREAS.backups, 'read');
  const subscribers = useCan(RESOURCE_AREAS.subscribers, 'read');
  const cards: StatCardSpec[] = [
    ...(submissions
      ? [
          { label: translate('app.dashboard.totalApplications'), resource: 'applications' },
          { label: translate('app.dashboard.unreadMessages'), resource: 'contact-messages', filter: { status: 'unread' } },
        ]
      : []),
    { label: translate('app.dashboard.publishedNotices'), resource: 'news', filter: { status: 'published' } },
    { label: translate('app.dashboard.teamMembers'), resource: 'team' },
  ];
  return (
    <Box>
      <Title title={translate('app.menu.dashboard')} />
      <StatCards cards={cards} />
      <Box sx={{ display: 'grid', gap: 2, px: { xs: 1, sm: 2 }, pb: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        {submissions ? <RecentApplications /> : <Box />}
        <Stack spacing={2}>
          {backups ? <BackupsCard /> : null}
          {subscribers ? <SubscribersCard /> : null}
          <Card>
            <CardHeader title={translate('app.dashboard.quickActions')} />
            <CardContent>
              <Stack spacing={1}>
                {QUICK_ACTIONS.map((a) => (
                  <Button key={a.to} variant="outlined" component={RouterLink} to={a.to}>
                    {translate(a.label)}
                  </Button>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
}
