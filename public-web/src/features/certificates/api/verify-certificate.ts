import { CERTIFICATE_VERIFY_MESSAGES, type VerifiedCertificate } from '@institute/shared';
import { ApiError, apiRequest, serverMessage } from '@/lib/api';

export interface VerifyRequest {
  certificateNumber: string;
  dateOfBirth: string;
}

export interface VerifyAnswer {
  success: boolean;
  certificate?: VerifiedCertificate;
  message?: string;
  error?: string;
}

/** The answer about the certificate; a 404 is the normal 'not found' answer, whose error field the page shows (docs/api.md, Calls). */
export async function verifyCertificate(body: VerifyRequest): Promise<VerifyAnswer> {
  try {
    return await apiRequest<VerifyAnswer>('POST', '/api/certificates/verify', body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { success: false, error: serverMessage(error, CERTIFICATE_VERIFY_MESSAGES.failed) };
    throw error;
  }
}
