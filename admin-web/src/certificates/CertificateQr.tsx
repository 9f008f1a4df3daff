import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { Certificate } from '@institute/shared';
import { ADMIN_API } from '../providers/httpClient';

/** The certificate's QR code for printing (docs/back-office.md, Certificate QR code): it opens the verification page with the number. */
export function CertificateQr() {
  const record = useRecordContext<Certificate>();
  const translate = useTranslate();
  if (!record?.id) return null;
  const src = `${ADMIN_API}/certificates/${encodeURIComponent(String(record.id))}/qr.svg`;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('app.certificates.qrTitle')}
      </Typography>
      <Box
        component="img"
        src={src}
        alt={translate('app.certificates.qrAlt', { number: record.certificateNumber })}
        sx={{ width: 160, height: 160 }}
      />
      <div>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={src}
          download={`certificate-${record.certificateNumber}-qr.svg`}
        >
          {translate('app.certificates.qrDownload')}
        </Button>
      </div>
    </Stack>
  );
}
