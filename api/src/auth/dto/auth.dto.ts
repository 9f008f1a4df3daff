import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  FORGOT_PASSWORD_RULES,
  PASSWORD_MAX,
  REGISTER_RULES,
  RESET_PASSWORD_RULES,
  USER_MESSAGES,
} from '@institute/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Rules } from '../../common/validation';

@Rules(FORGOT_PASSWORD_RULES)
export class ForgotPasswordDto {
  @IsString()
  @MaxLength(EMAIL_MAX)
  email: string;
}

@Rules(RESET_PASSWORD_RULES)
export class ResetPasswordDto {
  @IsString({ message: AUTH_MESSAGES.invalidResetToken })
  @MaxLength(200, { message: AUTH_MESSAGES.invalidResetToken })
  token: string;

  @IsString()
  @MaxLength(PASSWORD_MAX)
  newPassword: string;
}

/** Public self-registration (ALLOW_REGISTRATION). */
@Rules(REGISTER_RULES)
export class RegisterDto {
  @IsString({ message: USER_MESSAGES.usernameRequired })
  @MaxLength(100)
  username: string;

  @IsString()
  @MaxLength(PASSWORD_MAX)
  password: string;

  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX)
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
