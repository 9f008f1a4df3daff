import { useEffect, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { REVISION_MESSAGES, REVISIONED_RESOURCES, type Revision } from '@institute/shared';
import { ADMIN_API, httpClient } from '../providers/httpClient';
import { useCan } from '../lib/rights';
import { fetchInto, useReload } from '../lib/fetch-into';

/** Bookkeeping a revision carries that no one edits: left out of the comparison. */
const NOT_COMPARED = new Set(['id', 'createdAt', 'updatedAt', 'author', 'authorId', 'publishedAt', 'section']);

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

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
  const [revisions, setRevisions] = useState<Revision[]>([]);
  const [current, setCurrent] = useState<Record<string, unknown> | null>(null);
  const [chosen, setChosen] = useState<Revision | null>(null);
  const [confirming, setConfirming] = useState(false);
  const kept = !!resource && (REVISIONED_RESOURCES as readonly string[]).includes(resource);

  const [version, load] = useReload();
  const base = kept && id ? `${ADMIN_API}/${resource}/${encodeURIComponent(id)}` : null;
  useEffect(() => (base ? fetchInto<Revision[]>(`${base}/revisions?range=[0,49]`, setRevisions) : undefined), [base, version]);
  useEffect(() => (base ? fetchInto<Record<string, unknown>>(base, setCurrent) : undefined), [base, version]);

  if (!kept || !id) return null;

  const restore = async () => {
    if (!chosen) return;
    setConfirming(false);
    try {
      await httpClient(`${ADMIN_API}/${resource}/${encodeURIComponent(id)}/revisions/${chosen.id}/restore`, { method: 'POST', body: '{}' });
      notify(REVISION_MESSAGES.restored, { type: 'info' });
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
    <Card sx={{ mt: 2 }} aria-label="Revisions">
      <CardContent>
        <Typography variant="h6" component="h2">
          Revisions
        </Typography>
        {revisions.length ? (
          <List dense aria-label="Revision list">
            {revisions.map((r) => (
              <ListItemButton key={r.id} selected={chosen?.id === r.id} onClick={() => setChosen(r)}>
                <ListItemText primary={`${new Date(r.createdAt).toLocaleString()} · ${r.username ?? '—'} · ${r.action}`} />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No revisions yet
          </Typography>
        )}
        {chosen ? (
          <Box sx={{ mt: 2 }}>
            <Table size="small" aria-label="Comparison">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>This revision</TableCell>
                  <TableCell>Current</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((field) => {
                  const changed = JSON.stringify(chosen.data[field] ?? null) !== JSON.stringify(current?.[field] ?? null);
                  return (
                    <TableRow key={field} data-changed={changed} sx={changed ? { bgcolor: 'warning.light' } : undefined}>
                      <TableCell>
                        {field} {changed ? <Chip size="small" label="Changed" /> : null}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{show(chosen.data[field])}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{show(current?.[field])}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {canRestore ? (
              <Button sx={{ mt: 1 }} variant="contained" onClick={() => setConfirming(true)}>
                Restore
              </Button>
            ) : null}
            <Confirm
              isOpen={confirming}
              title="Restore this revision?"
              content="The fields of this revision replace the current ones. The current text stays in the history."
              onConfirm={restore}
              onClose={() => setConfirming(false)}
            />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
