import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { NEWS_CATEGORIES, NEWS_PAGE } from '@institute/shared';
import type { Response } from 'express';
import { PublicCache } from '../cache/cache.interceptor';
import { AdminCrud } from '../crud/crud';
import { ApiErrors } from '../openapi/openapi';
import { WithImageMedia } from '../uploads/image-media';
import { localeQuery } from '../common/translations';
import { NewsDto } from './dto/news.dto';
import { NEWS_PAGE_QUERY, parseNewsPageQuery, parseNewsSearch } from './dto/news-page.query';
import { NewsService } from './news.service';

export class NewsAdminController extends AdminCrud({ service: NewsService, path: 'news', dto: NewsDto }) {}

@Controller('news')
@ApiTags('public')
export class NewsPublicController {
  constructor(private readonly news: NewsService) {}

  /**
   * Published news, newest first. With limit, offset, q or category: one page of cards (no
   * `content`) and the number matching in `X-Total-Count` (docs/api.md, News pages).
   */
  @Get()
  @WithImageMedia()
  @PublicCache(['news', 'users'], [...NEWS_PAGE_QUERY, 'locale'])
  @ApiQuery({
    name: 'locale',
    required: false,
    enum: ['en', 'ne'],
    description: 'The language of the texts; default en. It does not make a page.',
  })
  @ApiQuery({ name: 'limit', required: false, description: `Items a page, 1 to ${NEWS_PAGE.maxLimit}; default ${NEWS_PAGE.defaultLimit}` })
  @ApiQuery({ name: 'offset', required: false, description: 'Items skipped; default 0' })
  @ApiQuery({ name: 'q', required: false, description: 'Text found in the title, excerpt or content, case-insensitively' })
  @ApiQuery({ name: 'category', required: false, enum: NEWS_CATEGORIES })
  @ApiOkResponse({
    description: 'Published items whose time has come, newest first, each with its author; a page leaves out `content`',
    headers: { 'X-Total-Count': { description: 'With a page: how many items match in all', schema: { type: 'integer' } } },
  })
  @ApiErrors(400)
  @ApiOperation({ summary: 'The published news (all, or one page)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const locale = localeQuery(query.locale);
    const page = parseNewsPageQuery(query);
    if (!page) return this.news.publicNews(locale);
    const { items, total } = await this.news.publicPage(page, locale);
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
    return items;
  }

  /** The tab counts of the news page: `{ all, news, notice, result }` of the published items matching `q`. */
  @Get('counts')
  @PublicCache(['news'], ['q', 'locale'])
  @ApiQuery({ name: 'q', required: false, description: 'As in the list: text found in the title, excerpt or content' })
  @ApiOkResponse({ description: '`{ "all": n, "news": n, "notice": n, "result": n }`' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Count the published news by category' })
  counts(@Query('q') q?: unknown, @Query('locale') locale?: unknown) {
    localeQuery(locale);
    return this.news.publicCounts(parseNewsSearch(q));
  }

  @Get(':identifier')
  @WithImageMedia()
  @PublicCache(['news', 'users'], ['locale'])
  @ApiQuery({ name: 'locale', required: false, enum: ['en', 'ne'], description: 'The language of the texts; default en' })
  @ApiOkResponse({ description: 'One published item, by its slug or its id' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'One published news item' })
  article(@Param('identifier') identifier: string, @Query('locale') locale?: unknown) {
    const language = localeQuery(locale);
    return this.news.publicArticle(identifier, language);
  }
}
