import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CONTENT_MESSAGES, NEWS_CATEGORIES, isOneOf } from '@institute/shared';
import { AdminCrud } from '../common/crud';
import { ValidationFailed } from '../common/http-exception.filter';
import { ApiErrors } from '../openapi/openapi';
import { NewsDto } from './dto/news.dto';
import { NEWS_NOT_FOUND, NewsService } from './news.service';

export class NewsAdminController extends AdminCrud({ service: NewsService, path: 'news', area: 'content', dto: NewsDto }) {}

@Controller('news')
@ApiTags('public')
export class NewsPublicController {
  constructor(private readonly news: NewsService) {}

  /** Published news, newest first; `?category=notice` for one category. */
  @Get()
  @ApiQuery({ name: 'category', required: false, enum: NEWS_CATEGORIES })
  @ApiOkResponse({ description: 'Published items whose time has come, newest first, each with its author' })
  @ApiErrors(400)
  list(@Query('category') category?: unknown) {
    if (category === undefined || category === '') return this.news.publicNews();
    if (!isOneOf(NEWS_CATEGORIES, category))
      throw new ValidationFailed([{ field: 'category', message: CONTENT_MESSAGES.invalidNewsCategory }]);
    return this.news.publicNews(category);
  }

  @Get(':identifier')
  @ApiOkResponse({ description: 'One published item, by its slug or its id' })
  @ApiErrors(404)
  article(@Param('identifier') identifier: string) {
    if (identifier.length > 100) throw new NotFoundException(NEWS_NOT_FOUND);
    return this.news.publicArticle(identifier);
  }
}
