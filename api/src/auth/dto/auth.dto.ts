import { AUTH_MESSAGES, emailFieldError, PASSWORD_MAX, resetPasswordError, USER_MESSAGES } from '@institute/shared';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Satisfies } from '../../common/satisfies';

const requiredEmail = emailFieldError(AUTH_MESSAGES.invalidEmail, false);
const optionalEmail = emailFieldError(USER_MESSAGES.invalidEmail, true);
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
