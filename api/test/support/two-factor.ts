import { generate } from 'otplib';
import TestAgent from 'supertest/lib/agent';
import type { TestApp } from './app';

const PERIOD = 30;

/**
 * An authenticator app in a test: each code is of a time step not used before, so no test waits
 * for the clock. The server takes one step either side of its now; a code is of the step of now or
 * the one after, which the server still takes when a new step has begun while the request was on
 * its way (the step before now would be refused then). Two codes per user, then.
 */
export class Authenticator {
  private last = -Infinity;
  constructor(readonly secret: string) {}

  async next(): Promise<string> {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const step = Math.max(now, this.last + 1);
    if (step > now + 1) throw new Error('both steps of the window are used: make another user');
    this.last = step;
    return generate({ secret: this.secret, epoch: step * PERIOD });
  }
}

export interface TwoFactorUser {
  id: string;
  username: string;
  password: string;
  agent: TestAgent;
  auth: Authenticator;
  recoveryCodes: string[];
}

/** A new user (an editor unless told) with 2FA set up and enabled, and the signed-in agent that enabled it. */
export async function userWithTwoFactor(t: TestApp, username: string, role = 'editor'): Promise<TwoFactorUser> {
  const password = 'Secret-2fa-1';
  const id = await t.createUser({ username, password, role });
  const agent = await t.signIn(username, password);
  const setup = await agent.post('/api/user/two-factor/setup').send({ password });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const auth = new Authenticator(setup.body.secret);
  const enabled = await agent.post('/api/user/two-factor/enable').send({ password, code: await auth.next() });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  return { id, username, password, agent, auth, recoveryCodes: enabled.body.recoveryCodes };
}

/** The password step of a user with 2FA on: an agent holding a pending sign-in. */
export async function passwordStep(t: TestApp, user: Pick<TwoFactorUser, 'username' | 'password'>): Promise<TestAgent> {
  const agent = t.agent();
  const res = await agent.post('/api/login').send({ username: user.username, password: user.password });
  if (res.status !== 200 || res.body.twoFactorRequired !== true)
    throw new Error(`password step: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
