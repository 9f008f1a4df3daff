import { useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
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
import { CERTIFICATE_IMPORT_LIMITS, CERTIFICATE_IMPORT_TEMPLATE, type Locale, localeDigits } from '@institute/shared';
import { useCan } from '../lib/rights';
import { translatableMessage } from '../lib/validation';
import type { CertificateImportResult, InstituteDataProvider } from '../providers/dataProvider';

// A BOM, so that a spreadsheet opens the template as UTF-8.
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent('\uFEFF' + CERTIFICATE_IMPORT_TEMPLATE)}`;

/** A refused file's reason: the API's message, which httpClient gives in the staff's language. */
function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Certificate Management's Import (docs/back-office.md, Certificate import): a template to fill
 * in, a check of the chosen file (the API's dry run) showing its errors by row, then the import.
 */
export function ImportCertificatesButton() {
  const dataProvider = useDataProvider<InstituteDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A count in the screen's digits, choosing the text's singular or plural.
  const counted = (key: string, n: number) => translate(key, { smart_count: n, count: localeDigits(n, locale as Locale) });
  // A row's error in the staff's language, found by its libs message (as a form's errors are).
  const rowError = (message: string) => {
    const shown = translatableMessage(message);
    return typeof shown === 'string' ? shown : translate(shown.message, shown.args);
  };
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
    if (chosen.size > CERTIFICATE_IMPORT_LIMITS.maxBytes) return setFailure(translate('app.messages.certificateImport.tooLarge'));
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
      notify(counted('app.certificates.imported', result.imported), { type: 'success' });
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
        {translate('app.certificates.import')}
      </Button>
      <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="import-certificates-title">
        <DialogTitle id="import-certificates-title">{translate('app.certificates.importTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              {translate('app.certificates.importHelp')}{' '}
              <Link href={TEMPLATE_HREF} download="certificates-template.csv">
                {translate('app.certificates.template')}
              </Link>
            </Typography>
            <div>
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                aria-label={translate('app.certificates.csvFile')}
                hidden
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                {translate('app.certificates.chooseFile')}
              </Button>{' '}
              {file && <Typography component="span">{file.name}</Typography>}
            </div>
            {failure && <Alert severity="error">{failure}</Alert>}
            {ready && <Alert severity="success">{counted('app.certificates.ready', check.rows ?? 0)}</Alert>}
            {check && check.errors.length > 0 && (
              <>
                <Alert severity="error">{counted('app.certificates.errorCount', check.errors.length)}</Alert>
                <Table size="small" aria-label={translate('app.certificates.errorsTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.certificates.row')}</TableCell>
                      <TableCell>{translate('app.certificates.field')}</TableCell>
                      <TableCell>{translate('app.certificates.error')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {check.errors.map((e, i) => (
                      <TableRow key={i}>
                        <TableCell>{localeDigits(e.row, locale as Locale)}</TableCell>
                        <TableCell>{translate(`app.certificates.columns.${e.field}`, { _: e.field })}</TableCell>
                        <TableCell>{rowError(e.message)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!ready || busy} onClick={() => void importFile()}>
            {translate('app.certificates.import')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
