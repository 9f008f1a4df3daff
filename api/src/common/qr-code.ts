import QRCode from 'qrcode';

/**
 * An SVG QR code of `text` (a certificate's verification address, a second factor's setup key),
 * error correction M (survives a smudged print), with the standard quiet zone.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}
