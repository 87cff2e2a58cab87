import { useForm } from 'react-hook-form';
import { sendTwoFactorToken } from '@console/core';
import { messages } from '@console/contracts';
import type { LoginCredentials } from '@console/contracts';
import { zodResolver } from './zodResolver';
import { clearSession, signInErrorText } from './errors';
import { RULES_UNAVAILABLE, loadLoginRules, prefetchLoginRules, type LoginRules } from './rules';

const credentialsResolver = zodResolver<LoginCredentials>(
  () => loadLoginRules().then((rules) => rules.loginCredentialsSchema),
  RULES_UNAVAILABLE,
);

interface Props {
  initialEmail: string;
  /** The code was sent for these credentials (the rules are loaded by then: they validated them). */
  onSent(credentials: LoginCredentials, rules: LoginRules): void;
  onError(text: string | null): void;
  disabled?: boolean;
}

/** Step 1: e-mail and password (rules from the shared schema), then the server sends a 6-character code. */
export function CredentialsStep({ initialEmail, onSent, onError, disabled }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginCredentials>({
    resolver: credentialsResolver,
    defaultValues: { email: initialEmail, password: '' },
  });

  const onValid = async (values: LoginCredentials) => {
    onError(null);
    try {
      await sendTwoFactorToken(values.email, values.password);
      onSent(values, await loadLoginRules());
    } catch (error) {
      clearSession();
      onError(signInErrorText(error));
    }
  };

  const busy = isSubmitting || disabled;

  return (
    <form
      className="kf-form"
      noValidate
      onSubmit={handleSubmit(onValid, (invalid) => onError(invalid.root?.message ?? messages.checkData))}
      onInputCapture={prefetchLoginRules}
      onKeyDownCapture={prefetchLoginRules}
      onPointerDownCapture={prefetchLoginRules}
    >
      <div className="kf-field">
        <label className="kf-label" htmlFor="login-email">
          Correo electrónico
        </label>
        <input
          id="login-email"
          className="kf-input"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          aria-invalid={errors.email ? 'true' : 'false'}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p className="kf-field-error" id="login-email-error">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="kf-field">
        <label className="kf-label" htmlFor="login-password">
          Contraseña
        </label>
        <input
          id="login-password"
          className="kf-input"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? 'true' : 'false'}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p className="kf-field-error" id="login-password-error">
            {errors.password.message}
          </p>
        )}
      </div>
      <button className="kf-button kf-primary" type="submit" disabled={busy}>
        {isSubmitting && <span className="kf-spinner kf-spinner-sm" aria-hidden="true" />}
        {isSubmitting ? 'Enviando código…' : 'Continuar'}
      </button>
    </form>
  );
}
