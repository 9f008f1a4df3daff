import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { CONTENT_MESSAGES, NEWS_CATEGORIES, isOneOf } from '@institute/shared';
import { AdminCrud } from '../common/crud';
import { ValidationFailed } from '../common/http-exception.filter';
import { NewsDto } from './dto/news.dto';
import { NEWS_NOT_FOUND, NewsService } from './news.service';

export class NewsAdminController extends AdminCrud({ service: NewsService, path: 'news', area: 'content', dto: NewsDto }) {}

@Controller('news')
export class NewsPublicController {
  constructor(private readonly news: NewsService) {}

  /** Published news, newest first; `?category=notice` for one category. */
  @Get()
  list(@Query('category') category?: unknown) {
    if (category === undefined || category === '') return this.news.publicNews();
    if (!isOneOf(NEWS_CATEGORIES, category))
      throw new ValidationFailed([{ field: 'category', message: CONTENT_MESSAGES.invalidNewsCategory }]);
    return this.news.publicNews(category);
  }

  @Get(':identifier')
  article(@Param('identifier') identifier: string) {
    if (identifier.length > 100) throw new NotFoundException(NEWS_NOT_FOUND);
    return this.news.publicArticle(identifier);
  }
}
