/**
 * The calls of an account's users (spec 3 §7) through the kit's clients. A user's own read, update and deletes
 * fail with the spec's texts (§8: 'Error obteniendo datos del usuario', 'Ha ocurrido un error al actualizar al
 * usuario', '… al eliminar al usuario'), the server's reason below them; every other call with the catalogue's.
 */
import { ApiError } from '@console/core';
import { userAttributeValueContract, userContract, userOperations, userTexts, userValueOperations, type UserRow } from '@console/contracts';
import { callOperation, resourceClient, type ResourceClient } from '@console/ui';

export type { UserRow };

/** A failure said in the spec's words, keeping the server's reason and the field it is about. */
const worded = (text: string) => (error: unknown) => {
  throw error instanceof ApiError ? new ApiError(text, error.status, error.detail, error.field, error.answer) : error;
};

const base = resourceClient(userContract);

export const users: ResourceClient<typeof userContract> = {
  ...base,
  get: (id) => base.get(id).catch(worded(userTexts.readFailed)),
  update: (id, body, from) => base.update(id, body, from).catch(worded(userTexts.updateFailed)),
  remove: (id, row) => base.remove(id, row).catch(worded(userTexts.deleteFailed)),
};

/** PATCH user/{id}/updateBotStatus {user_id, platform, bot_enabled}. */
export const setBotStatus = (user: UserRow, botEnabled: boolean) =>
  callOperation(
    userOperations.updateBotStatus,
    { params: { id: user.user_id }, body: { user_id: user.user_id, platform: user.platform_id, bot_enabled: botEnabled } },
    { from: user },
  ).catch(worded(userTexts.updateFailed));

/** DELETE user/{id}/hard: the user, its values and its breadcrumbs, for good. */
export const deleteForever = (user: UserRow) =>
  callOperation(userOperations.hardDelete, { params: { id: user.user_id } }, { from: user }).catch(worded(userTexts.deleteFailed));

/** A user's values: read at account/{id}/user_attributes/{user_id}, each changed at user_attribute_value/{id}. */
export const values = resourceClient(userAttributeValueContract);

/** PATCH account/{id}/user_attributes/{user_id}: one new value for the chosen values at once. */
export const setValues = (accountId: number, userId: number, body: { user_attribute_value_ids: number[]; value: string }) =>
  callOperation(userValueOperations.updateMany, { params: { id: accountId, user_id: userId }, body });
