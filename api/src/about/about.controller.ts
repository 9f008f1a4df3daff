import type { PipeTransform } from '@nestjs/common';
import { ABOUT_SECTIONS, CONTENT_MESSAGES, isOneOf } from '@institute/shared';
import { AdminCrud, PublicList } from '../crud/crud';
import { ValidationFailed } from '../common/http-exception.filter';
import { AboutService } from './about.service';
import { AboutDto } from './dto/about.dto';

/** The `{section}` of the address: one of the four sections, else a 400 naming the section field. */
const SectionParam: PipeTransform<string, string> = {
  transform(section) {
    if (!isOneOf(ABOUT_SECTIONS, section))
      throw new ValidationFailed([{ field: 'section', message: CONTENT_MESSAGES.invalidAboutSection }]);
    return section;
  },
};

/** The four sections are written by `PUT /:section`, which creates or replaces one. */
export class AboutAdminController extends AdminCrud({
  service: AboutService,
  path: 'about',
  routes: ['list', 'get', 'upsert'],
  dto: AboutDto,
  idPipe: SectionParam,
}) {}

export class AboutPublicController extends PublicList('about', AboutService) {}
