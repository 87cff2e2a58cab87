import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { login, sendTwoFactorToken, validateTwoFactorToken } from '@console/core';
import { useCountdown } from '../frame/useCountdown';
import { drawFirstScreenAhead, prepareFirstScreen } from '../routes/shellChunk';
import { clearSession, signInErrorText } from './errors';
import type { LoginRules } from './rules';

/** Seconds before 'Enviar nuevo código' is offered (after the first send and after each resend). */
export const RESEND_AFTER_SECONDS = 30;

export interface CodeFormProps {
  /** The shared login rules (loaded by step 1). */
  rules: LoginRules;
  email: string;
  password: string;
  onBack(): void;
  onError(text: string | null): void;
  onSignedIn(): Promise<void>;
  /** True while the code is checked and the session opened (the page must not redirect meanwhile). */
  onBusyChange(busy: boolean): void;
}

/**
 * Step 2: the 6-character code. It submits itself as soon as 6 characters are typed or pasted:
 * validate_two_factor_token, then login (which refuses any role but the superadmin one). Loaded with the rules
 * (./CodeStep.tsx).
 */
export function CodeForm({ rules, email, password, onBack, onError, onSignedIn, onBusyChange }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const checkingRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { remaining, restart } = useCountdown(RESEND_AFTER_SECONDS);
  const { LOGIN_CODE_LENGTH, loginCodeSchema } = rules;
  // The person reads the e-mail and types: meanwhile the next screen's code comes (the shell, its remote), and the
  // screen is drawn, hidden, as far as it can be without a session.
  useEffect(() => {
    let shown = true;
    void prepareFirstScreen().then((ready) => shown && ready && drawFirstScreenAhead(true));
    return () => {
      shown = false;
      drawFirstScreenAhead(false);
    };
  }, []);

  const submit = async (value: string) => {
    const parsed = loginCodeSchema.safeParse({ code: value });
    if (!parsed.success || checkingRef.current) return;
    checkingRef.current = true;
    setChecking(true);
    onBusyChange(true);
    onError(null);
    setNotice(null);
    try {
      await validateTwoFactorToken(email, parsed.data.code);
      await login(email, password, parsed.data.code);
      await onSignedIn();
    } catch (error) {
      clearSession();
      onError(signInErrorText(error));
      setCode('');
      checkingRef.current = false;
      setChecking(false);
      onBusyChange(false);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value.replace(/\s+/g, '').slice(0, LOGIN_CODE_LENGTH);
    setCode(value);
    if (value.length === LOGIN_CODE_LENGTH) void submit(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };

  const resend = async () => {
    setResending(true);
    onError(null);
    setNotice(null);
    try {
      await sendTwoFactorToken(email, password);
      restart();
      setNotice('Te enviamos un nuevo código.');
      setCode('');
      inputRef.current?.focus();
    } catch (error) {
      clearSession();
      onError(signInErrorText(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="kf-form" noValidate onSubmit={onSubmit}>
      {notice && (
        <p className="kf-notice" role="status">
          {notice}
        </p>
      )}
      <p className="kf-hint">
        Enviamos un código de {LOGIN_CODE_LENGTH} caracteres a <strong>{email}</strong>. Escríbelo para entrar.
      </p>
      <div className="kf-field">
        <label className="kf-label" htmlFor="login-code">
          Código de acceso
        </label>
        <input
          id="login-code"
          ref={inputRef}
          className="kf-input kf-code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          maxLength={LOGIN_CODE_LENGTH}
          value={code}
          onChange={onChange}
          disabled={checking}
          aria-describedby="login-code-hint"
        />
        <p className="kf-hint" id="login-code-hint">
          {checking ? 'Verificando código…' : `Se enviará en cuanto escribas los ${LOGIN_CODE_LENGTH} caracteres.`}
        </p>
      </div>
      <button className="kf-button kf-primary" type="submit" disabled={checking || code.length !== LOGIN_CODE_LENGTH}>
        {checking && <span className="kf-spinner kf-spinner-sm" aria-hidden="true" />}
        {checking ? 'Entrando…' : 'Entrar'}
      </button>
      <div className="kf-row">
        <button type="button" className="kf-link" onClick={onBack} disabled={checking}>
          ← Usar otros datos
        </button>
        {remaining > 0 ? (
          <span className="kf-hint" aria-live="off">
            Podrás pedir un nuevo código en {remaining} s
          </span>
        ) : (
          <button type="button" className="kf-link" onClick={resend} disabled={resending || checking}>
            {resending ? 'Enviando…' : 'Enviar nuevo código'}
          </button>
        )}
      </div>
    </form>
  );
}
