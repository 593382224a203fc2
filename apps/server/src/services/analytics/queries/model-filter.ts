import { sql, type SQL } from 'drizzle-orm';

/** `and model_id = $1` when a model is chosen; the roll-ups of analyses carry the model id. */
export function modelFilter(modelId: string | null | undefined, column = 'model_id'): SQL {
  return modelId ? sql`and ${sql.raw(column)} = ${modelId}` : sql``;
}

/** Restricts a users query to the users who analysed with the model, when one is given. */
export function usersOfModel(modelId: string | null | undefined): SQL {
  return modelId
    ? sql`and exists (select 1 from analytics_user_models m where m.user_id = users.id and m.model_id = ${modelId})`
    : sql``;
}
