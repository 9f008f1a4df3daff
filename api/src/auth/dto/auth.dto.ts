import { AUTH_MESSAGES, isValidEmail, PASSWORD_MAX, resetPasswordError, USER_MESSAGES } from '@institute/shared';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Satisfies } from '../../common/satisfies';

const requiredEmail = (v: unknown) => (typeof v === 'string' && isValidEmail(v) ? null : AUTH_MESSAGES.invalidEmail);
const optionalEmail = (v: unknown) => (typeof v === 'string' && (v === '' || isValidEmail(v)) ? null : USER_MESSAGES.invalidEmail);
const strongPassword = (v: unknown) => (typeof v === 'string' ? resetPasswordError(v) : AUTH_MESSAGES.passwordMin8);

export class ForgotPasswordDto {
  @Satisfies(requiredEmail)
  email: string;
}

export class ResetPasswordDto {
  @IsString({ message: AUTH_MESSAGES.invalidResetToken })
  @MinLength(1, { message: AUTH_MESSAGES.invalidResetToken })
  @MaxLength(200, { message: AUTH_MESSAGES.invalidResetToken })
  token: string;

  @Satisfies(strongPassword)
  @MaxLength(PASSWORD_MAX)
  newPassword: string;
}

/** Public self-registration (ALLOW_REGISTRATION): the reset page's password rules apply. */
export class RegisterDto {
  @IsString({ message: USER_MESSAGES.usernameRequired })
  @MinLength(1, { message: USER_MESSAGES.usernameRequired })
  @MaxLength(100)
  username: string;

  @Satisfies(strongPassword)
  @MaxLength(PASSWORD_MAX)
  password: string;

  @IsOptional()
  @Satisfies(optionalEmail)
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string;
}
