import { PASSWORD_MAX, TWO_FACTOR_MESSAGES } from '@institute/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const CODE_MAX = 100;

/** A 6-digit code of the authenticator app (enable). */
export class TwoFactorCodeDto {
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.invalidCode })
  @MaxLength(CODE_MAX, { message: TWO_FACTOR_MESSAGES.invalidCode })
  code?: string;
}

/** The second step of sign-in: a code, or a recovery code in its place. */
export class SecondFactorDto extends TwoFactorCodeDto {
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.invalidCode })
  @MaxLength(CODE_MAX, { message: TWO_FACTOR_MESSAGES.invalidCode })
  recoveryCode?: string;
}

/** Turning 2FA off: the password and a code (or a recovery code). */
export class DisableTwoFactorDto extends SecondFactorDto {
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.invalidPassword })
  @MaxLength(PASSWORD_MAX, { message: TWO_FACTOR_MESSAGES.invalidPassword })
  password?: string;
}
