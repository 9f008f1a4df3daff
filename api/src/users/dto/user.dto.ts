import {
  EMAIL_MAX,
  PASSWORD_MAX,
  ROLES,
  type Role,
  USER_MESSAGES,
  USER_RULES,
  USER_STATUSES,
  USER_UPDATE_RULES,
  type UserStatus,
} from '@institute/shared';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { OneOf } from '../../common/fields';
import { PartialBody, Rules } from '../../common/validation';

/** Create User. libs USER_RULES speak first (username, password, e-mail, role, status). */
@Rules(USER_RULES)
export class CreateUserDto {
  @IsString({ message: USER_MESSAGES.usernameRequired })
  @MaxLength(100)
  username: string;

  @IsString()
  @MaxLength(PASSWORD_MAX)
  password: string;

  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX)
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
  @OneOf(ROLES, { message: USER_MESSAGES.invalidRole })
  role?: Role;

  @IsOptional()
  @OneOf(USER_STATUSES, { message: USER_MESSAGES.invalidStatus })
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

/** Edit User: every field optional; a body with only `password` is the Change Password dialog (8 characters). */
@Rules(USER_UPDATE_RULES)
export class UpdateUserDto extends PartialBody(CreateUserDto) {}
