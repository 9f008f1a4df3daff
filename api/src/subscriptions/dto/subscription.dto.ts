import { ApiProperty } from '@nestjs/swagger';
import {
  LOCALE_MESSAGES,
  LOCALES,
  type Locale,
  NEWS_CATEGORIES,
  type NewsCategory,
  SUBSCRIPTION_CHANGE_RULES,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_RULES,
} from '@institute/shared';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OneOf, Text } from '../../common/fields';
import { GuardedSubmission } from '../../common/submission-guard';
import { Rules } from '../../common/validation';

const BAD_CATEGORIES = { message: SUBSCRIPTION_MESSAGES.invalidCategories };
const BAD_TOKEN = { message: SUBSCRIPTION_MESSAGES.invalidToken };

/** A subscription's categories: some of the news categories (libs NEWS_CATEGORIES), each at most once. */
function Categories(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ required: false, type: [String], enum: [...NEWS_CATEGORIES] })(target, key);
    IsOptional()(target, key);
    IsArray(BAD_CATEGORIES)(target, key);
    ArrayMaxSize(NEWS_CATEGORIES.length, BAD_CATEGORIES)(target, key);
    IsIn(NEWS_CATEGORIES, { ...BAD_CATEGORIES, each: true })(target, key);
  };
}

/**
 * The subscription form (with the bot-trap fields and `locale` of GuardedSubmission: the mails'
 * language, the page's by default): the address and the categories wanted, all when left out.
 */
@Rules(SUBSCRIPTION_RULES)
export class SubscribeDto extends GuardedSubmission {
  @Text(254) email: string;
  @Categories() categories?: NewsCategory[];
}

/** A link's token (the confirm, manage and unsubscribe calls). */
export class SubscriptionTokenDto {
  @IsString(BAD_TOKEN)
  @MaxLength(100, BAD_TOKEN)
  token: string;
}

/** The manage page's changes: the categories (at least one) and the mails' language; only the fields sent change. */
@Rules(SUBSCRIPTION_CHANGE_RULES)
export class SubscriptionChangeDto extends SubscriptionTokenDto {
  @Categories() categories?: NewsCategory[];

  @IsOptional()
  @OneOf(LOCALES, { message: LOCALE_MESSAGES.invalidLocale })
  locale?: Locale;
}

/** A hard bounce or a complaint reported by the SMTP provider (the bounce webhook): the address by the same rule as the form's. */
@Rules({ email: SUBSCRIPTION_RULES.email })
export class BounceDto {
  @Text(254) email: string;

  @OneOf(['bounce', 'complaint'], { message: SUBSCRIPTION_MESSAGES.invalidBounceType })
  type: 'bounce' | 'complaint';
}
