import { NEWS_CATEGORIES, NEWS_PRIORITIES, NEWS_STATUSES } from '@institute/shared';

/** The select choices of a news item's category, status and priority: catalogue keys, which react-admin translates. */
export const CATEGORY_CHOICES = NEWS_CATEGORIES.map((id) => ({ id, name: `app.news.categories.${id}` }));
export const STATUS_CHOICES = NEWS_STATUSES.map((id) => ({ id, name: `app.statuses.${id}` }));
export const PRIORITY_CHOICES = NEWS_PRIORITIES.map((id) => ({ id, name: `app.news.priorities.${id}` }));
