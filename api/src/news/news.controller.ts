import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Sessionless } from '../common/web';
import { PublicCache } from '../cache/cache.interceptor';
import { AdminCrud } from '../crud/crud';
import { ApiErrors } from '../common/api-docs';
import { WithImageMedia } from '../uploads/image-media';
import { LocaleQueryDto } from '../common/dto/locale-query.dto';
import { NewsDto } from './dto/news.dto';
import { NewsCountsQueryDto, NewsListQueryDto } from './dto/news-page.dto';
import { NEWS_PAGE_QUERY } from './dto/news-page.query';
import { NewsService } from './news.service';

export class NewsAdminController extends AdminCrud({ service: NewsService, path: 'news', dto: NewsDto }) {}

@Controller('news')
@Sessionless()
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
  @ApiOkResponse({
    description: 'Published items whose time has come, newest first, each with its author; a page leaves out `content`',
    headers: { 'X-Total-Count': { description: 'With a page: how many items match in all', schema: { type: 'integer' } } },
  })
  @ApiErrors(400)
  @ApiOperation({ summary: 'The published news (all, or one page)' })
  async list(@Query() query: NewsListQueryDto, @Res({ passthrough: true }) res: Response) {
    const page = query.page();
    if (!page) return this.news.publicNews(query.language());
    const { items, total } = await this.news.publicPage(page, query.language());
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count');
    return items;
  }

  /** The tab counts of the news page: `{ all, news, notice, result }` of the published items matching `q`. */
  @Get('counts')
  @PublicCache(['news'], ['q', 'locale'])
  @ApiOkResponse({ description: '`{ "all": n, "news": n, "notice": n, "result": n }`' })
  @ApiErrors(400)
  @ApiOperation({ summary: 'Count the published news by category' })
  counts(@Query() query: NewsCountsQueryDto) {
    return this.news.publicCounts(query.search());
  }

  @Get(':identifier')
  @WithImageMedia()
  @PublicCache(['news', 'users'], ['locale'])
  @ApiOkResponse({ description: 'One published item, by its slug or its id' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'One published news item' })
  article(@Param('identifier') identifier: string, @Query() query: LocaleQueryDto) {
    return this.news.publicArticle(identifier, query.language());
  }
}
