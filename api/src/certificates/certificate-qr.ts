import QRCode from 'qrcode';

/**
 * The address a certificate's QR code opens: the public verification page with the number
 * filled in (the holder still types the date of birth).
 */
export function verifyUrl(publicUrl: string, certificateNumber: string): string {
  return `${publicUrl}/certificate-verify?number=${encodeURIComponent(certificateNumber)}`;
}

/** An SVG QR code of `text`, error correction M (survives a smudged print), with the standard quiet zone. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}
