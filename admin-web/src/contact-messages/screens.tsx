import { BulkDeleteButton, BulkUpdateButton } from 'react-admin';
import { Button, CardActions, CardContent, Stack, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import { CONTACT_STATUSES, type ContactMessage, formatDisplayDate, mailtoLink, replySubject } from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ResourceDeleteButton } from '../components/RecordActions';
import { messageColour, StatusBadge } from '../components/badges';
import { StatCards } from '../components/StatCards';
import { StatusSelect, useRecordUpdate } from '../components/StatusSelect';

/** Any status can be chosen at any time; the change is sent at once. */
function MessageStatusSelect({ record }: { record: ContactMessage }) {
  const { save, isPending } = useRecordUpdate('contact-messages');
  return (
    <StatusSelect statuses={CONTACT_STATUSES} value={record.status} disabled={isPending} onChange={(status) => save(record, { status })} />
  );
}

const mailto = (m: ContactMessage) => mailtoLink(m.email, replySubject(m.subject));

const STATS = [
  { label: 'Total Messages', resource: 'contact-messages' },
  { label: 'Unread', resource: 'contact-messages', filter: { status: 'unread' } },
  { label: 'Read', resource: 'contact-messages', filter: { status: 'read' } },
  { label: 'Replied', resource: 'contact-messages', filter: { status: 'replied' } },
];

/** Mark read or delete the ticked messages (docs/back-office.md, Bulk actions). */
const BULK = {
  buttons: (
    <>
      <BulkUpdateButton label="Mark read" data={{ status: 'read' }} mutationMode="pessimistic" icon={<></>} />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  ),
  selectLabel: (m: ContactMessage) => `Select the message from ${m.name}`,
};

const MessageList = () => (
  <>
    <StatCards cards={STATS} />
    <CardList<ContactMessage>
      title="Contact Messages"
      extraActions={<ExportCsvButton />}
      empty={<EmptyState text="No messages yet" />}
      bulk={BULK}
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
            <MessageStatusSelect record={m} />
            <Button size="small" startIcon={<ReplyIcon />} href={mailto(m)}>
              Reply
            </Button>
            <ResourceDeleteButton record={m} />
          </CardActions>
        </>
      )}
    />
  </>
);

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: MessageList,
};
