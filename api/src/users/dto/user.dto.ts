import {
  ROLES,
  USER_MESSAGES,
  USER_STATUSES,
  changePasswordError,
  createPasswordError,
  emailFieldError,
  PASSWORD_MAX,
  type Role,
  type UserStatus,
} from '@institute/shared';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Satisfies } from '../../common/satisfies';
import { MayBeAbsent } from '../../common/fields';

const emailError = emailFieldError(USER_MESSAGES.invalidEmail, true);

/** Fields an administrator may set on any user, at creation or later. */
class UserFields {
  @IsOptional()
  @Satisfies(emailError)
  email?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  firstName?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  lastName?: string | null;

  @IsOptional()
  @IsIn(ROLES, { message: USER_MESSAGES.invalidRole })
  role?: Role;

  @IsOptional()
  @IsIn(USER_STATUSES, { message: USER_MESSAGES.invalidStatus })
  status?: UserStatus;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  permissions?: string[];

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  bio?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  phone?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  department?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(2048)
  profileImageUrl?: string | null;
}

export class CreateUserDto extends UserFields {
  @IsString({ message: USER_MESSAGES.usernameRequired })
  @MinLength(1, { message: USER_MESSAGES.usernameRequired })
  @MaxLength(100)
  username: string;

  @IsString({ message: USER_MESSAGES.passwordMin6 })
  @Satisfies(createPasswordError)
  @MaxLength(PASSWORD_MAX)
  password: string;
}

/** Every field optional; a body with only `password` is the Change Password dialog. */
export class UpdateUserDto extends UserFields {
  @MayBeAbsent()
  @IsString({ message: USER_MESSAGES.usernameRequired })
  @MinLength(1, { message: USER_MESSAGES.usernameRequired })
  @MaxLength(100)
  username?: string;

  @MayBeAbsent()
  @IsString({ message: USER_MESSAGES.passwordMin8 })
  @Satisfies(changePasswordError)
  @MaxLength(PASSWORD_MAX)
  password?: string;
}
