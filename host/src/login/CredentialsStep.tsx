import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { sendTwoFactorToken } from '@console/core';
import { messages } from '@console/contracts';
import type { LoginCredentials } from '@console/contracts';
import { clearSession, signInErrorText } from './errors';
import { RULES_UNAVAILABLE, loadLoginRules, prefetchLoginRules, type LoginRules } from './rules';

type Field = keyof LoginCredentials;
type FieldErrors = Partial<Record<Field, string>>;

/** The fields in the form's order: the first one with an error takes the focus. */
const FIELDS: Field[] = ['email', 'password'];

/**
 * The credentials checked by the shared schema: the values it gives back, or the first issue of each field (the
 * schema's order of checks decides the message: 'Introduce la contraseña' before 'Introduce una contraseña
 * válida'). Throws when the rules cannot be loaded.
 */
async function check(values: LoginCredentials): Promise<{ data: LoginCredentials } | { errors: FieldErrors }> {
  const { loginCredentialsSchema } = await loadLoginRules();
  const result = await loginCredentialsSchema.safeParseAsync(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

interface Props {
  initialEmail: string;
  /** The code was sent for these credentials (the rules are loaded by then: they validated them). */
  onSent(credentials: LoginCredentials, rules: LoginRules): void;
  onError(text: string | null): void;
  disabled?: boolean;
}

/**
 * Step 1: e-mail and password (rules from the shared schema), then the server sends a 6-character code. A plain
 * form, no form library: this is the first page (see README "First page"). After a first 'Continuar', every
 * change checks the fields again.
 */
export function CredentialsStep({ initialEmail, onSent, onError, disabled }: Props) {
  const [values, setValues] = useState<LoginCredentials>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  // Only the latest check speaks: one started by an earlier keystroke may answer after it.
  const latest = useRef(0);

  const validate = async (next: LoginCredentials) => {
    const run = ++latest.current;
    const checked = await check(next);
    if (run === latest.current) setErrors('errors' in checked ? checked.errors : {});
    return checked;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // Rules that cannot be loaded now are said on the next 'Continuar'.
    if (submitted) validate(next).catch(() => undefined);
  };

  const send = async (credentials: LoginCredentials) => {
    try {
      await sendTwoFactorToken(credentials.email, credentials.password);
      onSent(credentials, await loadLoginRules());
    } catch (error) {
      clearSession();
      onError(signInErrorText(error));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const checked = await validate(values);
      if ('errors' in checked) {
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) inputs.current[first]?.focus();
        onError(messages.checkData);
      } else {
        onError(null);
        await send(checked.data);
      }
    } catch {
      onError(RULES_UNAVAILABLE);
    } finally {
      setSubmitting(false);
    }
  };

  const busy = isSubmitting || disabled;

  return (
    <form
      className="kf-form"
      noValidate
      onSubmit={onSubmit}
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
          ref={(input) => void (inputs.current.email = input)}
          className="kf-input"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={values.email}
          onChange={onChange}
          aria-invalid={errors.email ? 'true' : 'false'}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
        />
        {errors.email && (
          <p className="kf-field-error" id="login-email-error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="kf-field">
        <label className="kf-label" htmlFor="login-password">
          Contraseña
        </label>
        <input
          id="login-password"
          ref={(input) => void (inputs.current.password = input)}
          className="kf-input"
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={onChange}
          aria-invalid={errors.password ? 'true' : 'false'}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password && (
          <p className="kf-field-error" id="login-password-error">
            {errors.password}
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
