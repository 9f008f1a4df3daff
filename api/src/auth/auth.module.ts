import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TWO_FACTOR_GATE } from '../common/rights';
import { MailService } from '../mail/mail.service';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { UsersModule } from '../users/users.module';
import { User } from '../users/user.entity';
import { AccountController } from './account.controller';
import { FactorLimit } from './factor-limit';
import { FactorSecrets } from './factor-secrets';
import { SessionsService } from './sessions.service';
import { TwoFactorService } from './two-factor.service';
import { UserSecurityController } from './user-security.controller';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [
    PassportModule.register({ session: true }),
    TypeOrmModule.forFeature([PasswordResetToken, User]),
    UsersModule,
    SiteSettingsModule,
  ],
  controllers: [AuthController, AccountController, UserSecurityController],
  providers: [
    LocalStrategy,
    SessionSerializer,
    PasswordResetService,
    MailService,
    TwoFactorService,
    FactorSecrets,
    FactorLimit,
    SessionsService,
    { provide: TWO_FACTOR_GATE, useExisting: TwoFactorService },
  ],
  // The rights guard asks it whether an administrator must set up 2FA first (common/rights.ts).
  exports: [TwoFactorService, TWO_FACTOR_GATE],
})
export class AuthModule {}
