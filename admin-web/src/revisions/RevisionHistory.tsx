import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { REVISIONED_RESOURCES, type Revision } from '@institute/shared';
import type { InstituteDataProvider } from '../providers/dataProvider';
import { useActionName, useRecordTexts } from '../audit-log/recordTexts';
import { useLocaleDates } from '../lib/dates';
import { useCan } from '../lib/rights';

/** Bookkeeping a revision carries that no one edits: left out of the comparison. */
const NOT_COMPARED = new Set(['id', 'createdAt', 'updatedAt', 'author', 'authorId', 'publishedAt', 'section']);

/**
 * The revisions of a record on its edit screen (docs/api.md, Revisions): when, who and what; a
 * field-by-field comparison of the chosen revision with the record as now stored, the changed
 * fields marked; and Restore with a confirmation for those who may edit (viewers only read).
 */
export function RevisionHistory({ resource: given, id: givenId }: { resource?: string; id?: string }) {
  const record = useRecordContext();
  const contextResource = useResourceContext();
  const resource = given ?? contextResource;
  const id = givenId ?? (record?.id === undefined ? undefined : String(record.id));
  const canRestore = useCan('content', 'manage');
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { dateTime } = useLocaleDates();
  const actionName = useActionName();
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const [chosen, setChosen] = useState<Revision | null>(null);
  const [confirming, setConfirming] = useState(false);
  const kept = !!resource && (REVISIONED_RESOURCES as readonly string[]).includes(resource);
  const { field: fieldName, value: show } = useRecordTexts(resource);

  const enabled = kept && !!id && !!resource;
  const revisionsQuery = useQuery({
    queryKey: ['revisions', resource, id],
    queryFn: () => dataProvider.revisions(resource!, id!),
    enabled,
  });
  // The record as now stored, read afresh (not the form's copy), to compare with.
  const currentQuery = useQuery({
    queryKey: ['revisions', resource, id, 'current'],
    queryFn: async () => (await dataProvider.getOne<Record<string, unknown> & { id: string }>(resource!, { id: id! })).data,
    enabled,
  });
  const revisions: Revision[] = revisionsQuery.data ?? [];
  const current = currentQuery.data ?? null;
  const load = () => {
    void revisionsQuery.refetch();
    void currentQuery.refetch();
  };

  if (!kept || !id) return null;

  const restore = async () => {
    if (!chosen) return;
    setConfirming(false);
    try {
      await dataProvider.restoreRevision(resource!, id, chosen.id);
      notify('app.messages.revision.restored', { type: 'info' });
      setChosen(null);
      load();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const fields = chosen
    ? [...new Set([...Object.keys(chosen.data), ...Object.keys(current ?? {})])].filter((f) => !NOT_COMPARED.has(f))
    : [];

  return (
    <Card sx={{ mt: 2 }} aria-label={translate('app.revisions.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.revisions.title')}
        </Typography>
        {revisionsQuery.error || currentQuery.error ? (
          <Typography color="error">{((revisionsQuery.error ?? currentQuery.error) as Error).message}</Typography>
        ) : null}
        {revisions.length ? (
          <List dense aria-label={translate('app.revisions.list')}>
            {revisions.map((r) => (
              // A list holds list items: each revision's button inside its own.
              <ListItem key={r.id} disablePadding>
                <ListItemButton selected={chosen?.id === r.id} onClick={() => setChosen(r)}>
                  <ListItemText primary={`${dateTime(r.createdAt)} · ${r.username ?? '—'} · ${actionName(r.action)}`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.revisions.none')}
          </Typography>
        )}
        {chosen ? (
          <Box sx={{ mt: 2 }}>
            <Table size="small" aria-label={translate('app.revisions.comparison')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.revisions.field')}</TableCell>
                  <TableCell>{translate('app.revisions.thisRevision')}</TableCell>
                  <TableCell>{translate('app.revisions.current')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((field) => {
                  const changed = JSON.stringify(chosen.data[field] ?? null) !== JSON.stringify(current?.[field] ?? null);
                  return (
                    <TableRow key={field} data-changed={changed} sx={changed ? { bgcolor: 'warning.light' } : undefined}>
                      <TableCell>
                        {fieldName(field)} {changed ? <Chip size="small" label={translate('app.revisions.changed')} /> : null}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{show(chosen.data[field], field)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{show(current?.[field], field)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {canRestore ? (
              <Button sx={{ mt: 1 }} variant="contained" onClick={() => setConfirming(true)}>
                {translate('app.revisions.restore')}
              </Button>
            ) : null}
            <Confirm
              isOpen={confirming}
              title="app.revisions.restoreTitle"
              content="app.revisions.restoreContent"
              onConfirm={restore}
              onClose={() => setConfirming(false)}
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
