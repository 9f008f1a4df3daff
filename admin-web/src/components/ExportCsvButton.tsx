import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import { ADMIN_API } from '../providers/httpClient';

/**
 * The list's Export button: the API's CSV export of the rows the list shows, with its filter and
 * sort and without paging (docs/back-office.md, Exports). A plain download link: the browser
 * streams the file to disk with the session cookie, nothing is held in the page.
 */
export function ExportCsvButton() {
  const translate = useTranslate();
  const { resource, filterValues, sort, total } = useListContext();
  const query = new URLSearchParams();
  if (filterValues && Object.keys(filterValues).length) query.set('filter', JSON.stringify(filterValues));
  // react-admin's `id` sort is the list's usual order, the API's default.
  if (sort && sort.field !== 'id') query.set('sort', JSON.stringify([sort.field, sort.order]));
  const href = `${ADMIN_API}/${resource}/export${query.size ? `?${query}` : ''}`;
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={href} download disabled={total === 0}>
      {translate('ra.action.export')}
    </Button>
  );
}
