import { REQUIRED_MESSAGES } from './messages.js';
import { all, required, type Rule, type RuleTable } from './validation.js';

export const STATISTIC_MESSAGES = {
  invalidKey: 'Key must start with a letter and contain only letters, numbers and underscores',
  keyTaken: 'A statistic with this key already exists',
  notFound: 'Statistic not found',
} as const;

// The key is part of the address PUT /api/admin/statistics/{key}, so it stays URL-safe.
const STATISTIC_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

const keyFormat: Rule = function statisticKeyRule(value) {
  return typeof value === 'string' && STATISTIC_KEY.test(value) ? null : STATISTIC_MESSAGES.invalidKey;
};

/** Add Statistic; Edit sends the value alone and uses STATISTIC_RULES.value. */
export const STATISTIC_RULES = {
  key: all(required(REQUIRED_MESSAGES.key), keyFormat),
  label: required(REQUIRED_MESSAGES.label),
  value: required(REQUIRED_MESSAGES.value),
} satisfies RuleTable;

/**
 * The number a home-page counter counts to: every non-digit is stripped and
 * the rest read as an integer, so '15,420' gives 15420 and '15000+' gives 15000. Text without
 * digits gives `fallback`. So '4.5' gives 45 (docs/public-site.md, Home page): values are counts, not decimals.
 */
export function parseStatisticValue(value: unknown, fallback: number): number {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
  const number = digits === '' ? NaN : Number.parseInt(digits, 10);
  return Number.isSafeInteger(number) ? number : fallback;
}
