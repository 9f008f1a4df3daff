import { OWN_PASSWORD_RULES, PASSWORD_MAX, TWO_FACTOR_MESSAGES, USER_MESSAGES } from '@institute/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Rules, Strict } from '../../common/validation';

const CODE_MAX = 100;

/** The second step of sign-in: a code of the authenticator app, or a recovery code in its place. Nothing else. */
@Strict()
export class SecondFactorDto {
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.invalidCode })
  @MaxLength(CODE_MAX, { message: TWO_FACTOR_MESSAGES.invalidCode })
  code?: string;

  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.invalidCode })
  @MaxLength(CODE_MAX, { message: TWO_FACTOR_MESSAGES.invalidCode })
  recoveryCode?: string;
}

/**
 * A change to one's own password or second factor: the current password, and with 2FA on (or,
 * to enable it, of the pending secret) a code or a recovery code. A wrong or missing value is
 * checked by the service, which answers one error whichever was wrong.
 */
export class IdentityDto extends SecondFactorDto {
  @IsOptional()
  @IsString({ message: TWO_FACTOR_MESSAGES.invalidPasswordOrCode })
  @MaxLength(PASSWORD_MAX, { message: TWO_FACTOR_MESSAGES.invalidPasswordOrCode })
  password?: string;
}

/** Account → Security, Change password: the identity, and the new password (libs OWN_PASSWORD_RULES). */
@Rules(OWN_PASSWORD_RULES)
export class ChangeOwnPasswordDto extends IdentityDto {
  @IsString({ message: USER_MESSAGES.passwordMin8 })
  @MaxLength(PASSWORD_MAX)
  newPassword: string;
}
