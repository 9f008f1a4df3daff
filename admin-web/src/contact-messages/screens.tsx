import { List, useUpdate, useNotify } from 'react-admin';
import { Button, CardActions, CardContent, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import { CONTACT_STATUSES, formatDisplayDate, replySubject } from '@institute/shared';
import { CardGrid, CardPagination, CARDS_PER_PAGE, EmptyState } from '../components/CardGrid';
import { ResourceDeleteButton } from '../components/RecordActions';
import { messageColour, StatusBadge } from '../components/badges';
import { StatCards } from '../components/StatCards';

interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}

/** Any status can be chosen at any time; the change is sent at once (admin spec §4). */
function StatusSelect({ record }: { record: ContactMessage }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  return (
    <MuiTextField
      select
      size="small"
      label="Status"
      value={record.status}
      disabled={isPending}
      onChange={(e) =>
        update(
          'contact-messages',
          { id: record.id, data: { status: e.target.value }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('resources.contact-messages.notifications.updated', { type: 'info' }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
      sx={{ minWidth: 130 }}
    >
      {CONTACT_STATUSES.map((s) => (
        <MenuItem key={s} value={s} sx={{ textTransform: 'capitalize' }}>
          {s}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

const mailto = (m: ContactMessage) => `mailto:${m.email}?subject=${encodeURIComponent(replySubject(m.subject))}`;

const STATS = [
  { label: 'Total Messages', resource: 'contact-messages' },
  { label: 'Unread', resource: 'contact-messages', filter: { status: 'unread' } },
  { label: 'Read', resource: 'contact-messages', filter: { status: 'read' } },
  { label: 'Replied', resource: 'contact-messages', filter: { status: 'replied' } },
];

const MessageList = () => (
  <>
    <StatCards cards={STATS} />
    <List title="Contact Messages" perPage={CARDS_PER_PAGE} pagination={<CardPagination />} empty={false} actions={false}>
      <CardGrid<ContactMessage>
        empty={<EmptyState text="No messages yet" />}
        render={(m) => (
          <>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <div>
                  <Typography variant="h6" component="h2">
                    {m.subject}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {m.name} · {m.email}
                    {m.phone ? ` · ${m.phone}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDisplayDate(m.createdAt)}
                  </Typography>
                </div>
                <StatusBadge status={m.status} colour={messageColour(m.status)} />
              </Stack>
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {m.message}
              </Typography>
            </CardContent>
            <CardActions sx={{ mt: 'auto', flexWrap: 'wrap', gap: 1 }}>
              <StatusSelect record={m} />
              <Button size="small" startIcon={<ReplyIcon />} href={mailto(m)}>
                Reply
              </Button>
              <ResourceDeleteButton record={m} />
            </CardActions>
          </>
        )}
      />
    </List>
  </>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: MessageList,
};
