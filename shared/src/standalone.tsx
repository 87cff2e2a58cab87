/**
 * A remote's standalone harness for its own team: sign-in, a top bar and the remote's App mounted where
 * the host mounts it. Not the console (no menus, no breadcrumbs): the host is.
 *   runStandalone(App, { basePath: '/organization/:organization_id/*', title: 'Organización' })
 */
import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, generatePath } from 'react-router-dom';
import { Alert, Box, Button, Card, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  SignInError,
  loadConfig,
  login,
  logout,
  messages,
  sendTwoFactorToken,
  useIsAuthenticated,
  validateTwoFactorToken,
} from '@console/shared';
import { loginCodeSchema, loginCredentialsSchema, type LoginCredentials } from '@console/shared/schemas';
// By package name: the harness must use the same UI kit instance (toaster, query client) as the remote.
import { ConsoleProviders, FormFields, zodResolver } from '@console/shared/ui';

interface StandaloneOptions {
  /** Where the host mounts the App, e.g. '/master/*' or '/account/:account_id/*'. */
  basePath: string;
  title: string;
  /** Where '/' leads; by default the base path (after asking for its parameters, if any). */
  home?: string;
}

const failureText = (error: unknown) => (error instanceof SignInError ? error.message : messages.unexpected);

function CredentialsStep({ onSent }: { onSent(credentials: LoginCredentials): void }) {
  const form = useForm({ resolver: zodResolver(loginCredentialsSchema), defaultValues: { email: '', password: '' }, mode: 'onChange' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await sendTwoFactorToken(credentials.email, credentials.password);
      onSent(credentials);
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <FormFields
          form={form}
          fields={[
            { name: 'email', label: 'Correo electrónico' },
            { name: 'password', label: 'Contraseña', kind: 'password' },
          ]}
        />
        {failure && <FailureAlert text={failure} />}
        <Button type="submit" disabled={!form.formState.isValid} loading={form.formState.isSubmitting}>
          Continuar
        </Button>
      </form>
    </Stack>
  );
}

function CodeStep({ credentials, onBack }: { credentials: LoginCredentials; onBack(): void }) {
  const form = useForm({ resolver: zodResolver(loginCodeSchema), defaultValues: { code: '' }, mode: 'onChange' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await validateTwoFactorToken(credentials.email, code);
      await login(credentials.email, credentials.password, code);
    } catch (error) {
      setFailure(failureText(error));
    }
  });
  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <Text textStyle="sm">Te enviamos un código de 6 caracteres a {credentials.email}.</Text>
        <FormFields form={form} fields={[{ name: 'code', label: 'Código de acceso' }]} />
        {failure && <FailureAlert text={failure} />}
        <Button type="submit" disabled={!form.formState.isValid} loading={form.formState.isSubmitting}>
          Entrar
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Volver
        </Button>
      </form>
    </Stack>
  );
}

function FailureAlert({ text }: { text: string }) {
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

function SignIn({ title }: { title: string }) {
  const [credentials, setCredentials] = useState<LoginCredentials | null>(null);
  return (
    <Flex minH="100vh" align="center" justify="center" bg="bg.muted" p="4">
      <Card.Root width="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="lg">
            Iniciar sesión
          </Heading>
          <Text color="fg.muted">{title}</Text>
        </Card.Header>
        <Card.Body>
          {credentials ? (
            <CodeStep credentials={credentials} onBack={() => setCredentials(null)} />
          ) : (
            <CredentialsStep onSent={setCredentials} />
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}

/** '/' of the harness: the base path, once its parameters (an organization id…) are given. */
function Start({ basePath, home }: Omit<StandaloneOptions, 'title'>) {
  const pattern = basePath.replace(/\/\*$/, '');
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [target, setTarget] = useState(home ?? (names.length === 0 ? pattern : null));
  if (target) return <Navigate to={target} replace />;
  return (
    <Stack asChild gap="3" maxW="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTarget(generatePath(pattern, values));
        }}
      >
        <Text>Indica los parámetros de {pattern}</Text>
        {names.map((name) => (
          <Input
            key={name}
            aria-label={name}
            placeholder={name}
            required
            value={values[name] ?? ''}
            onChange={(event) => setValues({ ...values, [name]: event.target.value.trim() })}
          />
        ))}
        <Button type="submit">Abrir</Button>
      </form>
    </Stack>
  );
}

function Harness({ App, basePath, title, home }: StandaloneOptions & { App: ComponentType }) {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <SignIn title={title} />;
  return (
    <>
      <Flex as="header" align="center" justify="space-between" px="6" py="3" borderBottomWidth="1px">
        <Text fontWeight="semibold">{title}</Text>
        <Button size="sm" variant="outline" onClick={() => void logout()}>
          Cerrar sesión
        </Button>
      </Flex>
      <Box as="main" p="6">
        <Routes>
          <Route path={basePath} element={<App />} />
          <Route path="*" element={<Start basePath={basePath} home={home} />} />
        </Routes>
      </Box>
    </>
  );
}

/** Loads /config.json, then renders the harness into #root. */
export async function runStandalone(App: ComponentType, options: StandaloneOptions) {
  await loadConfig();
  document.title = options.title;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <ConsoleProviders>
        <BrowserRouter>
          <Harness App={App} {...options} />
        </BrowserRouter>
      </ConsoleProviders>
    </StrictMode>,
  );
  return root;
}
