import { Injectable, type PipeTransform } from '@nestjs/common';
import { ABOUT_SECTIONS, CONTENT_MESSAGES, isOneOf } from '@institute/shared';
import { PublicList } from '../common/crud';
import { ValidationFailed } from '../common/http-exception.filter';
import { AdminUpsert } from '../common/keyed';
import { AboutService } from './about.service';
import { AboutDto } from './dto/about.dto';

/** The `{section}` of the address: one of the four sections, else a 400 with the spec's field. */
const SectionParam: PipeTransform<string, string> = {
  transform(section) {
    if (!isOneOf(ABOUT_SECTIONS, section))
      throw new ValidationFailed([{ field: 'section', message: CONTENT_MESSAGES.invalidAboutSection }]);
    return section;
  },
};

@Injectable()
export class AboutAdminController extends AdminUpsert({
  path: 'about',
  area: 'content',
  keyPipe: SectionParam,
  dto: AboutDto,
}) {
  constructor(service: AboutService) {
    super(service);
  }
}

@Injectable()
export class AboutPublicController extends PublicList('about') {
  constructor(service: AboutService) {
    super(service);
  }
}
