/** Spanish texts of the resource routes (sign-in texts live in auth/staff.ts). */
export const notFoundText = {
  organization: 'La organización no existe',
  account: 'La cuenta no existe',
  accountStatus: 'El estado de la cuenta no existe',
  role: 'El rol no existe',
  service: 'El servicio no existe',
  partner: 'El partner no existe',
} as const;
