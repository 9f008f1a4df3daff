import { AUTH_MESSAGES, EMAIL_MAX, FORGOT_PASSWORD_RULES, PASSWORD_MAX, REGISTER_RULES, RESET_PASSWORD_RULES } from '@institute/shared';
import { ApiProperty, PickType } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import { Rules, Strict } from '../../common/validation';
import { CreateUserDto } from '../../users/dto/user.dto';

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

/** Public self-registration (ALLOW_REGISTRATION): a user's own name fields; the reset page's password rules. */
@Rules(REGISTER_RULES)
export class RegisterDto extends PickType(CreateUserDto, ['username', 'password', 'email', 'firstName', 'lastName']) {}

/**
 * The sign-in body, read by passport-local (auth/local.strategy.ts), which checks the values;
 * LocalAuthGuard refuses a field it does not name before that (docs/api.md, Two-factor sign-in).
 */
@Strict()
export class LoginDto {
  @Allow() @ApiProperty() username: string;
  @Allow() @ApiProperty({ format: 'password' }) password: string;
}
