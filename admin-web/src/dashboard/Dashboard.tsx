import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetList } from 'react-admin';
import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { formatDisplayDate, RESOURCE_AREAS } from '@institute/shared';
import { BackupFreshness, BackupStatusError, useBackupStatus } from '../backups/status';
import { StatCards, type StatCardSpec } from '../components/StatCards';
import { applicationColour, StatusBadge } from '../components/badges';
import { useCan } from '../lib/rights';

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
  const { data, isPending } = useGetList('applications', {
    pagination: { page: 1, perPage: RECENT_APPLICATIONS },
    sort: { field: 'appliedAt', order: 'DESC' },
  });
  return (
    <LinkedCard title="Recent Applications" to="/applications" link="View All">
      {isPending ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={48} />)
      ) : !data?.length ? (
        <Typography color="text.secondary">No applications yet</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((a) => (
            <ListItem key={a.id} divider secondaryAction={<StatusBadge status={a.status} colour={applicationColour(a.status)} />}>
              <ListItemText primary={a.name} secondary={`${a.program} · ${formatDisplayDate(a.appliedAt)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </LinkedCard>
  );
}

/** Administrators: the last good backup's age, and a warning when it is stale (docs/back-office.md, Backups). */
function BackupsCard() {
  const { data, error } = useBackupStatus();
  return (
    <LinkedCard title="Backups" to="/backups" link="View Backups">
      {error ? <BackupStatusError error={error} /> : data ? <BackupFreshness status={data} /> : <Skeleton height={48} />}
    </LinkedCard>
  );
}

const QUICK_ACTIONS = [
  { to: '/news', label: 'Manage News' },
  { to: '/team', label: 'Manage Team' },
  { to: '/statistics', label: 'Update Statistics' },
  { to: '/donors', label: 'Manage Donors' },
];

export function Dashboard() {
  const submissions = useCan('submissions', 'read');
  const backups = useCan(RESOURCE_AREAS.backups, 'read');
  const cards: StatCardSpec[] = [
    ...(submissions
      ? [
          { label: 'Total Applications', resource: 'applications' },
          { label: 'Unread Messages', resource: 'contact-messages', filter: { status: 'unread' } },
        ]
      : []),
    { label: 'Published Notices', resource: 'news', filter: { status: 'published' } },
    { label: 'Team Members', resource: 'team' },
  ];
  return (
    <Box>
      <Title title="Dashboard" />
      <StatCards cards={cards} />
      <Box sx={{ display: 'grid', gap: 2, px: { xs: 1, sm: 2 }, pb: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        {submissions ? <RecentApplications /> : <Box />}
        <Stack spacing={2}>
          {backups ? <BackupsCard /> : null}
          <Card>
            <CardHeader title="Quick Actions" />
            <CardContent>
              <Stack spacing={1}>
                {QUICK_ACTIONS.map((a) => (
                  <Button key={a.to} variant="outlined" component={RouterLink} to={a.to}>
                    {a.label}
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
