import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isAuthenticated, socialProvider, useAuthStore } from '@console/core';
import { messages, routePath } from '@console/contracts';
import type { LoginCredentials } from '@console/contracts';
import { FramePage } from '../frame/FramePage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { firstScreenPath, prefetchFirstScreen } from '../routes/shellChunk';
import { CodeStep } from './CodeStep';
import { CredentialsStep } from './CredentialsStep';
import { clearSession, signInErrorText } from './errors';
import type { LoginRules } from './rules';
import { SocialCancelled, signInWithProvider } from './social';
import { SocialButtons } from './SocialButtons';

/** How long a sign-in waits for the first screen's data before opening it without (ms). */
const FIRST_DATA_WAIT_MS = 1000;

type Step = { kind: 'credentials' } | { kind: 'code'; credentials: LoginCredentials; rules: LoginRules };

/**
 * /login (spec 2.2): credentials, then the 6-character code; or a social provider. After sign-in the user
 * goes where the root route would send them (the master area), straight to its first screen when the code step
 * read it ahead. Someone already signed in is sent to the master area.
 */
export function LoginPage() {
  // Decided once, on arrival: while a sign-in is under way the store holds a session that may still be
  // refused (role check), and the page must stay to show why.
  const [alreadySignedIn] = useState(() => isAuthenticated(useAuthStore.getState()));
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [email, setEmail] = useState('');
  const [search] = useSearchParams();
  const requested = search.get('provider');
  // A link may ask for a platform (`/login?provider=messenger`); an unknown one is reported at once.
  const [error, setError] = useState<string | null>(() =>
    requested !== null && !socialProvider(requested) ? messages.noSocialPlatform : null,
  );
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  useDocumentTitle('Iniciar sesión');

  if (alreadySignedIn) return <Navigate to={routePath('master')} replace />;

  const signedIn = async () => {
    // The first screen opens with its rows: its data is read first, while 'Entrando…' still shows (an answer that
    // takes longer opens the screen with its skeleton instead, after a moment).
    await Promise.race([prefetchFirstScreen(), new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
    navigate(firstScreenPath(), { replace: true });
  };

  const startSocial = async (name: string) => {
    setError(null);
    setBusy(true);
    try {
      await signInWithProvider(name);
      await signedIn();
    } catch (failure) {
      if (!(failure instanceof SocialCancelled)) {
        clearSession();
        setError(signInErrorText(failure));
      }
      setBusy(false);
    }
  };

  return (
    <FramePage labelledBy="login-title">
      <h1 className="kf-title" id="login-title">
        {step.kind === 'credentials' ? 'Inicia sesión' : 'Verifica tu identidad'}
      </h1>
      <p className="kf-subtitle">Consola de administración para el equipo interno.</p>
      {error && (
        <div className="kf-alert" role="alert">
          {error}
        </div>
      )}
      {step.kind === 'credentials' ? (
        <>
          <CredentialsStep
            initialEmail={email}
            disabled={busy}
            onError={setError}
            onSent={(credentials, rules) => {
              setEmail(credentials.email);
              setStep({ kind: 'code', credentials, rules });
            }}
          />
          <SocialButtons requested={requested} disabled={busy} onChoose={startSocial} />
        </>
      ) : (
        <CodeStep
          rules={step.rules}
          email={step.credentials.email}
          password={step.credentials.password}
          onError={setError}
          onBusyChange={setBusy}
          onSignedIn={signedIn}
          onBack={() => {
            setError(null);
            setStep({ kind: 'credentials' });
          }}
        />
      )}
    </FramePage>
  );
}
