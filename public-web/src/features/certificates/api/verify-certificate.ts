import { coded, type ShownMessage, type VerifiedCertificate } from '@institute/shared';
import { ApiError, apiRequest, serverMessage } from '@/lib/api';

export interface VerifyRequest {
  certificateNumber: string;
  dateOfBirth: string;
}

export interface VerifyAnswer {
  success: boolean;
  certificate?: VerifiedCertificate;
  message?: string;
  /** What the page says of a certificate not found: the API's message, with its code. */
  error?: ShownMessage;
}

/** The answer about the certificate; a 404 is the normal 'not found' answer, whose error field the page shows (docs/api.md, Calls). */
export async function verifyCertificate(body: VerifyRequest): Promise<VerifyAnswer> {
  try {
    return await apiRequest<VerifyAnswer>('POST', '/api/certificates/verify', body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { success: false, error: serverMessage(error, coded('certificateVerify.failed')) };
    throw error;
  }
}
