import { listSpec } from '../../common/list-query';
import { ListQueryFor } from '../../common/dto/list-query.dto';
import { Strict } from '../../common/validation';

/**
 * The backups' list (docs/api.md, Backups): ra-data-simple-rest's parameters, checked as every
 * admin list's; the archives come newest first, so nothing sorts or filters them, and a page is a range.
 */
listSpec({ resource: 'backups', sortable: [], searchable: [], filterable: [], defaultSort: [['createdAt', 'DESC']] });

export class BackupListQuery extends ListQueryFor('backups') {}

/** "Back up now" takes no field: any field sent is refused. */
@Strict()
export class BackupNowDto {}

/** The status takes no parameter: any parameter sent is refused. */
@Strict()
export class BackupStatusQuery {}
