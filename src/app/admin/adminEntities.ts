import { mailEntity } from './entities/mailEntity';
import { organizationEntity } from './entities/organizationEntity';
import { userEntity } from './entities/userEntity';
import { userExtraEntity } from './entities/userExtraEntity';

/** The admin sub-areas of docs/product.md §2 (user, organization, user-extra) and the mail outbox. */
export const ADMIN_ENTITIES = [userEntity, organizationEntity, userExtraEntity, mailEntity];
