/**
 * A remote's standalone harness for its own team: sign-in, a top bar with the remote's menu entries and
 * the remote's App mounted where the host mounts it. Not the console (no side menus, no breadcrumbs): the
 * host is.
 *   runStandalone(App, { area })      (the remote's own declaration, src/area.ts)
 */
import { StrictMode, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter, generatePath, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, Flex, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import {
  SignInError,
  loadConfig,
  login,
  logout,
  sendTwoFactorToken,
  useIsAuthenticated,
  validateTwoFactorToken,
} from '@console/core';
import {
  AREA_BASE,
  loginCodeSchema,
  loginCredentialsSchema,
  messages,
  type AreaDeclaration,
  type LoginCredentials,
} from '@console/contracts';
import { TextLink } from './links';
import { startColorMode } from './colorMode';
import { ColorModeToggle } from './ColorModeToggle';
import { ConsoleProviders } from './providers';
import { FormFields, zodResolver } from './form';

interface StandaloneOptions {
  /** The remote's area declaration: where the host mounts it, and its menu entries. */
  area: AreaDeclaration;
}

const AREA_TITLES = { master: 'Master', organization: 'Organización', account: 'Cuenta' } as const;

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
function Start({ pattern }: { pattern: string }) {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [target, setTarget] = useState(names.length === 0 ? pattern : null);
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

/** The remote's menu entries, as the host would list them. */
function AreaLinks({ area }: StandaloneOptions) {
  const params = useParams();
  const entries = area.screens.filter((screen) => screen.menu !== undefined).sort((a, b) => (a.menu ?? 0) - (b.menu ?? 0));
  return (
    <HStack as="nav" aria-label="Pantallas" gap="4" wrap="wrap">
      {entries.map((screen) => (
        <TextLink key={screen.key} to={generatePath(`${AREA_BASE[area.area]}/${screen.path}`, params as Record<string, string>)}>
          {screen.title}
        </TextLink>
      ))}
    </HStack>
  );
}

function Harness({ area, inArea, children }: StandaloneOptions & { inArea: boolean; children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const title = AREA_TITLES[area.area];
  if (!authenticated) return <SignIn title={title} />;
  return (
    <>
      <Flex as="header" align="center" justify="space-between" gap="4" px="6" py="3" borderBottomWidth="1px" wrap="wrap">
        <Text fontWeight="semibold">{title}</Text>
        {inArea && <AreaLinks area={area} />}
        <HStack gap="2">
          <ColorModeToggle />
          <Button size="sm" variant="outline" onClick={() => void logout()}>
            Cerrar sesión
          </Button>
        </HStack>
      </Flex>
      <Box as="main" p="6">
        {children}
      </Box>
    </>
  );
}

/** The harness's routes: the area where the host mounts it, and '/' asking for the area's parameters. */
export function standaloneRoutes(App: ComponentType, { area }: StandaloneOptions) {
  const base = AREA_BASE[area.area];
  return [
    {
      path: `${base}/*`,
      element: (
        <Harness area={area} inArea>
          <App />
        </Harness>
      ),
    },
    {
      path: '*',
      element: (
        <Harness area={area} inArea={false}>
          <Start pattern={base} />
        </Harness>
      ),
    },
  ];
}

/** Applies the colour mode, loads /config.json, then renders the harness into #root. */
export async function runStandalone(App: ComponentType, options: StandaloneOptions) {
  startColorMode();
  await loadConfig();
  document.title = AREA_TITLES[options.area.area];
  const router = createBrowserRouter(standaloneRoutes(App, options));
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <ConsoleProviders>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </StrictMode>,
  );
  return root;
}
