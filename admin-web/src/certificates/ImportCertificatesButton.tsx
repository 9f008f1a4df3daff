import { useRef, useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CERTIFICATE_IMPORT_LIMITS, CERTIFICATE_IMPORT_MESSAGES, CERTIFICATE_IMPORT_TEMPLATE } from '@institute/shared';
import { useCan } from '../lib/rights';
import type { CertificateImportResult, InstituteDataProvider } from '../providers/dataProvider';

// A BOM, so that a spreadsheet opens the template as UTF-8.
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent('\uFEFF' + CERTIFICATE_IMPORT_TEMPLATE)}`;

function failureText(error: unknown): string {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as { message?: string };
    return body.message ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Certificate Management's Import (docs/back-office.md, Certificate import): a template to fill
 * in, a check of the chosen file (the API's dry run) showing its errors by row, then the import.
 */
export function ImportCertificatesButton() {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // Rights as for certificates: a viewer reads them only.
  const mayImport = useCan('certificates', 'manage');
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<CertificateImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setCheck(null);
    setFailure(null);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    setOpen(false);
    reset();
  };

  async function choose(chosen: File | undefined) {
    reset();
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > CERTIFICATE_IMPORT_LIMITS.maxBytes) return setFailure(CERTIFICATE_IMPORT_MESSAGES.tooLarge);
    setBusy(true);
    try {
      setCheck(await dataProvider.importCertificates(chosen, true));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  async function importFile() {
    if (!file) return;
    setBusy(true);
    try {
      const result = await dataProvider.importCertificates(file, false);
      if (result.errors.length) {
        // Someone else took a number since the check: show the new errors, nothing was stored.
        setCheck(result);
        return;
      }
      notify(CERTIFICATE_IMPORT_MESSAGES.imported(result.imported), { type: 'success' });
      refresh();
      close();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  const ready = !!check && check.errors.length === 0 && !failure;
  if (!mayImport) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="import-certificates-title">
        <DialogTitle id="import-certificates-title">Import certificates</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              A CSV file in UTF-8 with a header row naming the columns, dates as YYYY-MM-DD, at most 5,000 certificates and 2 MB. Nothing is
              imported while any row has an error.{' '}
              <Link href={TEMPLATE_HREF} download="certificates-template.csv">
                Download the template
              </Link>
            </Typography>
            <div>
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                hidden
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                Choose file
              </Button>{' '}
              {file && <Typography component="span">{file.name}</Typography>}
            </div>
            {failure && <Alert severity="error">{failure}</Alert>}
            {ready && <Alert severity="success">{`${check.rows} certificate${check.rows === 1 ? '' : 's'} ready to import`}</Alert>}
            {check && check.errors.length > 0 && (
              <>
                <Alert severity="error">{`${check.errors.length} error${check.errors.length === 1 ? '' : 's'}: fix the file and choose it again`}</Alert>
                <Table size="small" aria-label="Import errors">
                  <TableHead>
                    <TableRow>
                      <TableCell>Row</TableCell>
                      <TableCell>Field</TableCell>
                      <TableCell>Error</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {check.errors.map((e, i) => (
                      <TableRow key={i}>
                        <TableCell>{e.row}</TableCell>
                        <TableCell>{e.field}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" disabled={!ready || busy} onClick={() => void importFile()}>
            Import
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
