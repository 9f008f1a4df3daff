import type { SUBMISSION_GUARD } from '@institute/shared';

/** The bot-trap fields the site's forms add to their body (libs/shared SUBMISSION_GUARD). */
export type BotTrapFields = Partial<
  Record<(typeof SUBMISSION_GUARD)['honeypotField'], string> & Record<(typeof SUBMISSION_GUARD)['elapsedField'], number>
>;
