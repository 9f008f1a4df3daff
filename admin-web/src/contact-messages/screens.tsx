import { BulkDeleteButton, BulkUpdateButton, useTranslate } from 'react-admin';
import { Button, CardActions, CardContent, Stack, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import { CONTACT_STATUSES, type ContactMessage, mailtoLink, replySubject } from '@institute/shared';
import { CardList, EmptyState } from '../components/CardGrid';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ResourceDeleteButton } from '../components/RecordActions';
import { messageColour, StatusBadge } from '../components/badges';
import { StatCards } from '../components/StatCards';
import { StatusSelect, useRecordUpdate } from '../components/StatusSelect';
import { useLocaleDates } from '../lib/dates';

/** Any status can be chosen at any time; the change is sent at once. */
function MessageStatusSelect({ record }: { record: ContactMessage }) {
  const { save, isPending } = useRecordUpdate('contact-messages');
  return (
    <StatusSelect statuses={CONTACT_STATUSES} value={record.status} disabled={isPending} onChange={(status) => save(record, { status })} />
  );
}

// The reply is written to the sender, in libs' words, whatever the screen's language.
const mailto = (m: ContactMessage) => mailtoLink(m.email, replySubject(m.subject));

const STATS = [
  { label: 'app.messages_screen.totalMessages', resource: 'contact-messages' },
  { label: 'app.messages_screen.unread', resource: 'contact-messages', filter: { status: 'unread' } },
  { label: 'app.messages_screen.read', resource: 'contact-messages', filter: { status: 'read' } },
  { label: 'app.messages_screen.replied', resource: 'contact-messages', filter: { status: 'replied' } },
];

const BULK_BUTTONS = (
  <>
    <BulkUpdateButton label="app.messages_screen.markRead" data={{ status: 'read' }} mutationMode="pessimistic" icon={<></>} />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

function MessageList() {
  const translate = useTranslate();
  const { date } = useLocaleDates();
  /** Mark read or delete the ticked messages (docs/back-office.md, Bulk actions). */
  const bulk = {
    buttons: BULK_BUTTONS,
    selectLabel: (m: ContactMessage) => translate('app.messages_screen.select', { name: m.name }),
  };
  return (
    <>
      <StatCards cards={STATS.map((card) => ({ ...card, label: translate(card.label) }))} />
      <CardList<ContactMessage>
        title="app.messages_screen.title"
        extraActions={<ExportCsvButton />}
        empty={<EmptyState text="app.messages_screen.empty" />}
        bulk={bulk}
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
                    {date(m.createdAt)}
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
                {translate('app.messages_screen.reply')}
              </Button>
              <ResourceDeleteButton record={m} />
            </CardActions>
          </>
        )}
      />
    </>
  );
}

/** The screens of this resource, loaded on first use (see index.ts). */
export default {
  list: MessageList,
};
