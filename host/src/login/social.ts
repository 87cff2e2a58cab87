import { SignInError, getConfig, socialProvider, type SocialProvider } from '@console/core';
import { messages, routePath } from '@console/contracts';

/**
 * Social sign-in (spec 5): what the login page needs at once — the provider's name, whether it is configured, and
 * the window opened at the click (a window opened later, after a call, would be blocked). The rest of the flow
 * (socialFlow.ts) loads only when a social button is pressed: it adds nothing to the first page.
 */

export const SOCIAL_CALLBACK_PATH = routePath('social-callback');
export const SOCIAL_MESSAGE_TYPE = 'console:social-sign-in';

export const PROVIDER_LABELS: Record<SocialProvider, string> = { facebook: 'Facebook', twitter: 'Twitter' };

/** What the callback page posts to its opener: what the provider sent back (a code and its state, or an error). */
export interface SocialCallbackMessage {
  type: typeof SOCIAL_MESSAGE_TYPE;
  code: string | null;
  state: string | null;
  iss: string | null;
  error: string | null;
}

export const notConfiguredMessage = (provider: SocialProvider) =>
  `El inicio de sesión con ${PROVIDER_LABELS[provider]} no está configurado.`;
export const POPUP_BLOCKED_MESSAGE =
  'No se pudo abrir la ventana de inicio de sesión. Permite las ventanas emergentes e intenta de nuevo.';

/** A sign-in the user abandoned (closed the provider's window): nothing to report. */
export class SocialCancelled extends Error {
  name = 'SocialCancelled';
}

const POPUP_FEATURES = 'popup=yes,width=520,height=680';

/**
 * Signs in through a provider ('messenger' means facebook): opens its window now, then loads the flow, which points
 * the window at the provider and finishes the sign-in. Rejects with SignInError (unknown or unconfigured provider,
 * blocked window, a failed step) or SocialCancelled (the window was closed).
 */
export function signInWithProvider(name: string): Promise<void> {
  const provider = socialProvider(name);
  if (!provider) return Promise.reject(new SignInError(messages.noSocialPlatform));
  if (!getConfig().socialProviders?.includes(provider)) return Promise.reject(new SignInError(notConfiguredMessage(provider)));
  const popup = window.open('', 'console-social-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.reject(new SignInError(POPUP_BLOCKED_MESSAGE));
  return import('./socialFlow').then(
    ({ completeSocialSignIn }) => completeSocialSignIn(provider, popup),
    (error: unknown) => {
      popup.close();
      throw error;
    },
  );
}
