/** The particular routes of an account's users, their values and their breadcrumbs (routes/users.ts), described for OpenAPI. */
import {
  breadcrumbContract,
  breadcrumbsDeleteSchema,
  userAttributeValueContract,
  userBotStatusSchema,
  userContract,
  userValuesBulkSchema,
} from '@console/contracts';
import { z } from 'zod';
import { idParams } from '../lib/http';
import { strictListQuery } from '../lib/resource';
import { accountUserParams, deletedCount, userSearchQuery } from '../routes/users';
import type { Operation } from './document';

export function operations(): Operation[] {
  const staff = { caller: 'staff' as const };
  const user = userContract.schemas.row;
  const value = userAttributeValueContract.schemas.row;
  const breadcrumb = breadcrumbContract.schemas.row;
  return [
    {
      ...staff,
      id: 'account.users',
      method: 'GET',
      path: '/api/account/:id/users',
      summary: "Los usuarios vigentes de una cuenta en una plataforma (obligatoria: 400 'Plataforma no especificada'), los más nuevos primero",
      tag: userContract.path,
      params: idParams,
      query: strictListQuery(userContract.schemas.list),
      resource: z.array(user),
      paged: true,
    },
    {
      ...staff,
      id: 'user.search',
      method: 'GET',
      path: '/api/user/search',
      summary: 'Busca usuarios de una cuenta y plataforma (obligatorias) por nombre, nombre de usuario o teléfono, o por su id exacto',
      tag: userContract.path,
      query: userSearchQuery,
      resource: z.array(user),
      paged: true,
    },
    {
      ...staff,
      id: 'user.updateBotStatus',
      method: 'PATCH',
      path: '/api/user/:id/updateBotStatus',
      summary: 'Enciende o apaga el bot para el usuario; user_id debe ser el de la ruta y platform la del usuario',
      tag: userContract.path,
      params: idParams,
      body: userBotStatusSchema,
      resource: user,
    },
    {
      ...staff,
      id: 'user.hardDelete',
      method: 'DELETE',
      path: '/api/user/:id/hard',
      summary: 'Elimina al usuario para siempre (también uno con borrado lógico), con sus valores y registros; responde el usuario como era',
      tag: userContract.path,
      params: idParams,
      resource: user,
    },
    {
      ...staff,
      id: 'account.userValues',
      method: 'GET',
      path: '/api/account/:id/user_attributes/:user_id',
      summary: 'Los valores de las variables de un usuario de la cuenta (404 si el usuario no es de la cuenta), por nombre de variable',
      tag: userAttributeValueContract.path,
      params: accountUserParams,
      query: strictListQuery(userAttributeValueContract.schemas.list),
      resource: z.array(value),
      paged: true,
    },
    {
      ...staff,
      id: 'account.updateUserValues',
      method: 'PATCH',
      path: '/api/account/:id/user_attributes/:user_id',
      summary: 'Da un mismo valor a los valores elegidos del usuario: todos deben ser suyos (404 si no, sin cambiar nada); responde los valores',
      tag: userAttributeValueContract.path,
      params: accountUserParams,
      body: userValuesBulkSchema,
      resource: z.array(value),
    },
    {
      ...staff,
      id: 'account.breadcrumbs',
      method: 'GET',
      path: '/api/account/:id/breadcrumbs',
      summary: 'Los registros de la cuenta, los más recientes primero: por plataforma, usuario y rango de fechas (updatedAt, inclusivo)',
      tag: breadcrumbContract.path,
      params: idParams,
      query: strictListQuery(breadcrumbContract.schemas.list),
      resource: z.array(breadcrumb),
      paged: true,
    },
    {
      ...staff,
      id: 'account.deleteBreadcrumbs',
      method: 'DELETE',
      path: '/api/account/:id/breadcrumbs',
      summary: 'Elimina los registros elegidos: todos deben ser de la cuenta (404 si no, sin eliminar ninguno); responde cuántos',
      tag: breadcrumbContract.path,
      params: idParams,
      body: breadcrumbsDeleteSchema,
      resource: deletedCount,
    },
  ];
}
