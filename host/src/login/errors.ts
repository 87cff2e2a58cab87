import { SignInError, useAuthStore } from '@console/core';
import { messages } from '@console/contracts';

/** The text to show for a failed sign-in step: the catalogue text the shared session functions throw. */
export function signInErrorText(error: unknown): string {
  if (error instanceof SignInError || (error instanceof Error && error.name === 'SignInError')) {
    return error.message || messages.unexpected;
  }
  return messages.unexpected;
}

/** A failed token send or code check leaves the session logged out (spec 4). */
export function clearSession() {
  useAuthStore.getState().logout();
}
