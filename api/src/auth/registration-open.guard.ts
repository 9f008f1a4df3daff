import { type CanActivate, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@institute/shared';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** Answers 403 before anything else is looked at when self-registration is off. */
@Injectable()
export class RegistrationOpen implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (!this.config.allowRegistration) throw new ForbiddenException(AUTH_MESSAGES.registrationDisabled);
    return true;
  }
}
