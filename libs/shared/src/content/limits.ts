/**
 * The longest text each kind of field may hold (docs/api.md, Validation): the API's DTOs check
 * them and its columns are sized by them (api/src/<resource>/<entity>.entity.ts), so a bound is
 * written once. Names and titles 200, longer texts 5,000, article content 100 kB, links 2,048,
 * short texts (a category, a duration, a key) 100, phone numbers 50, one line such as an address
 * or a subtitle 500. E-mail addresses: EMAIL_MAX (rules/email.ts).
 */
export const LIMITS = { name: 200, title: 200, text: 5000, content: 100_000, url: 2048, short: 100, phone: 50, line: 500 } as const;
