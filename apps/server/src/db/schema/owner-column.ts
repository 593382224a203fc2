import { uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The account a row belongs to (`user_id`): the row goes when its user is deleted. */
export const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
