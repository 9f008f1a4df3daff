import { applyDecorators, Global, Inject, Injectable, Module, SetMetadata, UseGuards } from '@nestjs/common';
import { type ExecutionContext } from '@nestjs/common';
import { Throttle, ThrottlerException, ThrottlerGuard, ThrottlerModule, type ThrottlerRequest } from '@nestjs/throttler';
import { AUTH_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/config';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { ApiErrors } from '../common/api-docs';
import { NO_LIMIT, PgThrottlerStorage, storedKey } from './pg-throttler-storage';
import { Statements } from '../database/statements';
import { clientKey } from '../common/client-ip';
import { comparedUsername } from '../common/compared-username';

/**
 * Per-IP limit on a route: `@UseGuards(IpThrottlerGuard)` with `@Throttle({ default: { limit, ttl } })`.
 * Answers 429 with the product's message.
 */
@Injectable()
class IpThrottlerGuard extends ThrottlerGuard {
  @Inject(APP_CONFIG) protected readonly config: AppConfig;

  protected handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const routeOf = Reflect.getMetadata(PER_IP_ROUTE, props.context.getHandler()) as PerIpRouteOf | undefined;
    const route = typeof routeOf === 'function' ? routeOf(props.context.switchToHttp().getRequest<Request>()) : routeOf;
    if (!route) return super.handleRequest({ ...props, limit: props.limit * this.config.rateLimitFactor });
    return super.handleRequest({
      ...props,
      limit: perIpLimit(route, this.config),
      // One count per route of the table, whichever handler takes it: the JSON call and the page's form post.
      generateKey: (_context, tracker, name) => `per-ip-${route}-${name}|${tracker}`,
    });
  }

  /** The client's address, an IPv6 one by its network (common/client-ip.ts). */
  protected getTracker(req: Record<string, unknown>): Promise<string> {
    return Promise.resolve(clientKey(req as { ip?: string }, this.config.rateLimitIpv6Subnet));
  }

  protected async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
  }
}

/**
 * Requests allowed per IP in 15 minutes on each public write (README "Rate limits"),
 * multiplied by RATE_LIMIT_FACTOR. Sign-in has its own limit (LOGIN_MAX_ATTEMPTS).
 */
const PER_IP_LIMITS = {
  register: 5,
  forgotPassword: 5,
  resetPassword: 10,
  certificateVerify: 20,
  /** APPLICATION_MAX_PER_IP and CONTACT_MAX_PER_IP (30) replace these two. */
  application: 30,
  contact: 30,
  /** SUBSCRIPTION_MAX_PER_IP (30) replaces this one. */
  subscription: 30,
  /** The pages a subscription's links open (confirm, manage): the tokens cannot be guessed, this only bounds the work. */
  subscriptionLink: 60,
} as const;

type PerIpRoute = keyof typeof PER_IP_LIMITS;

/** A route, or which route a request counts on (the home page's two forms, told apart by their body). */
type PerIpRouteOf = PerIpRoute | ((req: Request) => PerIpRoute);

/** A route's per-IP window. */
const PER_IP_WINDOW_MS = 15 * 60 * 1000;
const PER_IP_ROUTE = 'institute:per-ip-route';

/** The requests a route allows per IP in its window: applications and contact messages are configured, as one office or mobile network shares an IP. */
function perIpLimit(route: PerIpRoute, config: AppConfig): number {
  const configured =
    route === 'application'
      ? config.applicationMaxPerIp
      : route === 'contact'
        ? config.contactMaxPerIp
        : route === 'subscription'
          ? config.subscriptionMaxPerIp
          : PER_IP_LIMITS[route];
  return configured * config.rateLimitFactor;
}

/**
 * `@LimitPerIp('contact')` on a route: the per-IP limit of PER_IP_LIMITS, answered 429 beyond it.
 * A function of the request chooses the route per request (the home page's two forms).
 */
export const LimitPerIp = (route: PerIpRouteOf) =>
  applyDecorators(
    SetMetadata(PER_IP_ROUTE, route),
    UseGuards(IpThrottlerGuard),
    // The window; the limit is the route's, set per request by IpThrottlerGuard (perIpLimit).
    Throttle({ default: { limit: 1, ttl: PER_IP_WINDOW_MS } }),
    ApiErrors(429),
  );

/**
 * Sign-in attempts are counted per IP and username (LOGIN_MAX_ATTEMPTS), so one visitor cannot
 * lock out another, and per IP whatever the usernames (LOGIN_IP_MAX_ATTEMPTS), so one address
 * cannot spray passwords over many accounts; the second step of a two-factor sign-in counts on the
 * same per-IP count. The username is lowered by PostgreSQL, as sign-in compares it. Failures per
 * account across IPs slow sign-in (LocalStrategy).
 */
@Injectable()
export class LoginThrottlerGuard extends IpThrottlerGuard {
  protected async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    await super.handleRequest({
      ...props,
      limit: this.config.loginIpMaxAttempts,
      getTracker: (req: Record<string, unknown>) => Promise.resolve(clientKey(req as { ip?: string }, this.config.rateLimitIpv6Subnet)),
      // One per-IP count for both sign-in steps (POST /api/login and /api/login/2fa), whichever handler.
      generateKey: (_context, tracker, name) => `sign-in-${name}-ip|${tracker}`,
    });
    return super.handleRequest(props);
  }

  @Inject(DataSource) private readonly dataSource: DataSource;

  protected async getTracker(req: { ip?: string; body?: { username?: unknown } }): Promise<string> {
    // The throttler hashes the tracker: the name is the one sign-in compares.
    const name = await comparedUsername(this.dataSource, req.body?.username);
    return `${clientKey(req, this.config.rateLimitIpv6Subnet)}|${name}`;
  }
}

/**
 * The second step of a two-factor sign-in (`POST /api/login/2fa`) is counted per IP, as the
 * password step, and per IP and the account of its pending sign-in: never by a field of the body,
 * which that step does not read. Wrong codes are also counted per account (auth/factor-limit.ts).
 */
@Injectable()
export class SecondStepThrottlerGuard extends LoginThrottlerGuard {
  protected getTracker(req: { ip?: string; session?: { pendingSignIn?: { userId: string } } }): Promise<string> {
    return Promise.resolve(`${clientKey(req, this.config.rateLimitIpv6Subnet)}|pending:${req.session?.pendingSignIn?.userId ?? ''}`);
  }
}

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * Uncached renders of public pages, per client a minute (RENDER_MAX_PER_IP, 120, times
 * RATE_LIMIT_FACTOR; docs/behaviour.md, Rate limits): a render costs the server far more than a
 * kept page, which is never counted. Generous for a person and a crawler; made-up addresses
 * (`/no-such-page-<n>`) cannot keep the server rendering.
 */
@Injectable()
export class PageRenderLimit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: PgThrottlerStorage,
  ) {}

  /** Counts a render for the client of `req`; past the limit throws the 429 of every per-IP limit, with Retry-After. */
  async count(req: { ip?: string }, res: Response): Promise<void> {
    const limit = this.config.renderMaxPerIp * this.config.rateLimitFactor;
    const { totalHits, timeToExpire } = await this.storage.increment(
      clientKey(req, this.config.rateLimitIpv6Subnet),
      MINUTE,
      limit,
      0,
      'page-render',
    );
    if (totalHits <= limit) return;
    res.setHeader('Retry-After', String(timeToExpire));
    throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
  }
}

/** Counters read and counted one at a time (certificate numbers are counted inside their lookup: verifyCounter). */
type FailureKind = 'loginAccount';

/**
 * Failed tries counted per thing guessed (a certificate number, a username), from any IP, in an
 * hour. Certificate numbers: past the ceiling every try is answered exactly like the per-IP 429,
 * found or not. Usernames: LocalStrategy slows each try past its ceiling instead.
 */
@Injectable()
export class FailureCeiling {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: PgThrottlerStorage,
  ) {}

  /**
   * The counter of a certificate number's failures (its stored key and window), for the statement
   * that counts a failed try as it looks the number up, in one round trip and atomically
   * (certificates.service.ts VERIFY): a try is counted first, then its count is checked.
   */
  verifyCounter(certificateNumber: string): { key: string; windowMs: number } {
    return { key: storedKey('verifyNumber', certificateNumber), windowMs: HOUR };
  }

  /**
   * Throws the 429 (with Retry-After) when the failures counted before this try (`hits`, and the
   * seconds until their window ends) have reached the ceiling for the hour.
   */
  assertOpen(failures: { hits: number; expiresIn: number }, res: Response): void {
    if (failures.hits < this.config.verifyMaxFailures) return;
    res.setHeader('Retry-After', String(failures.expiresIn));
    throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
  }

  /** Failures of `key` in the hour so far. */
  async failures(name: FailureKind, key: string): Promise<number> {
    return (await this.storage.peek(key, name)).hits;
  }

  async recordFailure(name: FailureKind, key: string): Promise<void> {
    await this.storage.increment(key, HOUR, NO_LIMIT, 0, name);
  }
}

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, Statements],
      useFactory: (config: AppConfig, statements: Statements) => ({
        throttlers: [{ name: 'default', ttl: config.loginWindowMs, limit: config.loginMaxAttempts }],
        storage: new PgThrottlerStorage(statements),
      }),
    }),
  ],
  providers: [IpThrottlerGuard, LoginThrottlerGuard, SecondStepThrottlerGuard, PgThrottlerStorage, FailureCeiling, PageRenderLimit],
  exports: [
    ThrottlerModule,
    IpThrottlerGuard,
    LoginThrottlerGuard,
    SecondStepThrottlerGuard,
    FailureCeiling,
    PgThrottlerStorage,
    PageRenderLimit,
  ],
})
export class ThrottlingModule {}
