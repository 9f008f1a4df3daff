import { applyDecorators, Global, Inject, Injectable, Module, UseGuards } from '@nestjs/common';
import { type ExecutionContext } from '@nestjs/common';
import { Throttle, ThrottlerException, ThrottlerGuard, ThrottlerModule, type ThrottlerRequest } from '@nestjs/throttler';
import { AUTH_MESSAGES } from '@institute/shared';
import type { AppConfig } from '../config/config';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { ApiErrors } from '../openapi/openapi';
import { PgThrottlerStorage } from './pg-throttler-storage';

/**
 * Per-IP limit on a route: `@UseGuards(IpThrottlerGuard)` with `@Throttle({ default: { limit, ttl } })`.
 * Answers 429 with the product's message.
 */
@Injectable()
class IpThrottlerGuard extends ThrottlerGuard {
  @Inject(APP_CONFIG) private readonly config: AppConfig;

  protected handleRequest(props: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...props, limit: props.limit * this.config.rateLimitFactor });
  }

  protected async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
  }
}

/**
 * Requests allowed per IP in 15 minutes on each public write (README "Rate limits"),
 * multiplied by RATE_LIMIT_FACTOR. Sign-in has its own limit (LOGIN_MAX_ATTEMPTS).
 */
export const PER_IP_LIMITS = {
  register: 5,
  forgotPassword: 5,
  resetPassword: 10,
  certificateVerify: 20,
  application: 5,
  contact: 5,
} as const;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** `@LimitPerIp('contact')` on a route: the per-IP limit of PER_IP_LIMITS, answered 429 beyond it. */
export const LimitPerIp = (route: keyof typeof PER_IP_LIMITS) =>
  applyDecorators(
    UseGuards(IpThrottlerGuard),
    Throttle({ default: { limit: PER_IP_LIMITS[route], ttl: FIFTEEN_MINUTES } }),
    ApiErrors(429),
  );

/** Sign-in attempts are counted per IP and username, so one visitor cannot lock out another. */
@Injectable()
export class LoginThrottlerGuard extends IpThrottlerGuard {
  protected async getTracker(req: { ip?: string; body?: { username?: unknown } }): Promise<string> {
    const username = typeof req.body?.username === 'string' ? req.body.username.trim().toLowerCase() : '';
    return `${req.ip}|${username.slice(0, 100)}`;
  }
}

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => ({
        throttlers: [{ name: 'default', ttl: config.loginWindowMs, limit: config.loginMaxAttempts }],
        storage: new PgThrottlerStorage(dataSource),
      }),
    }),
  ],
  providers: [IpThrottlerGuard, LoginThrottlerGuard],
  exports: [ThrottlerModule, IpThrottlerGuard, LoginThrottlerGuard],
})
export class ThrottlingModule {}
