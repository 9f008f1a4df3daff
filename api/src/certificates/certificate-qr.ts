/**
 * The address a certificate's QR code opens: the public verification page with the number
 * filled in (the holder still types the date of birth).
 */
export function verifyUrl(publicUrl: string, certificateNumber: string): string {
  return `${publicUrl}/certificate-verify?number=${encodeURIComponent(certificateNumber)}`;
}
