/**
 * The command palette itself (its own chunk, see CommandPalette): a dialog with a combobox over a listbox.
 * Nothing typed: the recent organizations and accounts, then the menus' screens. While typing: the recent
 * items that match, the screens whose titles match, then what GET search answers (ranked by the server).
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Box, CloseButton, Dialog, HStack, Input, Listbox, Portal, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@console/core';
import { SEARCH_QUERY_MAX, searchOperations } from '@console/contracts';
import { callOperation } from '@console/ui';
import { AREAS, contextOf, entryPath, menuEntries, screensOf } from '../shell/menus';
import { useAreaInfo } from '../shell/useAreaInfo';
import { recentEntries, resultEntries, screenEntries, type PaletteEntry, type ScreenLink } from './entries';
import { usePalette } from './state';

/** The server is asked once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 150;
/** A text asked again within this time is answered from the cache. */
const ANSWER_FRESH_MS = 30_000;

/**
 * The menus' screens the palette offers: the current organization's or account's (they need its id, from
 * the path), then master's; only those the admin may open.
 */
function useScreenLinks(): ScreenLink[] {
  const { frame, ctx, entries, name, areas, access } = useAreaInfo();
  const master = frame?.area === 'master' ? entries : menuEntries(screensOf(areas.declarations, 'master'), access);
  const own =
    frame && frame.area !== 'master'
      ? entries.map((entry) => ({
          key: `${frame.area}:${entry.key}`,
          title: entry.label,
          areaTitle: frame.title,
          detail: name ?? null,
          path: entryPath(frame.area, entry, ctx),
        }))
      : [];
  const masterLinks = master.map((entry) => ({
    key: `master:${entry.key}`,
    title: entry.label,
    areaTitle: AREAS.master.title,
    detail: null,
    path: entryPath('master', entry, ctx),
  }));
  return [...own, ...masterLinks];
}

/** The account the path is in (its users are searched too), if any. */
function useAccountInPath(): number | undefined {
  const { pathname } = useLocation();
  const id = Number(contextOf(pathname).account_id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * GET search for the typed text, once typing pauses. Answers are cached per text and account, and only the
 * answer to the current text is shown: a slower answer to an earlier text never replaces it. A failure shows
 * its catalogue toast (the query cache's), and no results.
 */
function useServerSearch(text: string) {
  const accountId = useAccountInPath();
  const typed = text.trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const answer = useQuery({
    queryKey: ['search', asked, accountId ?? null],
    queryFn: async () => {
      const body = await callOperation(searchOperations.search, { query: { q: asked, account_id: accountId } });
      return body.resource ?? [];
    },
    enabled: asked !== '',
    staleTime: ANSWER_FRESH_MS,
  });
  const current = asked === typed;
  return {
    items: current ? answer.data : undefined,
    searching: typed !== '' && (!current || answer.isPending),
    failed: current && answer.isError,
  };
}

/** An entry of the list: what it is, its label and its second line. */
function Option({ entry, active }: { entry: PaletteEntry; active: boolean }) {
  return (
    <Listbox.Item
      item={entry}
      highlightOnHover
      // Selected is the active one, as the ARIA combobox pattern marks it (nothing stays chosen in a palette).
      aria-selected={active}
      justifyContent="flex-start"
      gap="3"
      py="2"
      px="3"
      borderRadius="md"
      _highlighted={{ bg: 'colorPalette.muted', outline: 'none' }}
    >
      {/* The separators are read, not shown: the option's name is 'Cuenta: Tienda El Sol, Acme', not run together. */}
      <Text as="span" textStyle="xs" color="fg.muted" flexShrink="0" w="24" truncate>
        {entry.kindLabel}
        <Box as="span" srOnly>
          :{' '}
        </Box>
      </Text>
      <Box as="span" display="flex" flexDirection="column" minW="0" flex="1">
        <Listbox.ItemText truncate>{entry.label}</Listbox.ItemText>
        {entry.detail && (
          <Text as="span" textStyle="xs" color="fg.muted" truncate>
            <Box as="span" srOnly>
              ,{' '}
            </Box>
            {entry.detail}
          </Text>
        )}
      </Box>
    </Listbox.Item>
  );
}

function Group({ id, heading, entries, active }: { id: string; heading: string; entries: PaletteEntry[]; active: string | null }) {
  if (entries.length === 0) return null;
  return (
    <Listbox.ItemGroup id={id}>
      <Listbox.ItemGroupLabel textStyle="xs" fontWeight="semibold" color="fg.muted" px="3">
        {heading}
      </Listbox.ItemGroupLabel>
      {entries.map((entry) => (
        <Option key={entry.key} entry={entry} active={entry.key === active} />
      ))}
    </Listbox.ItemGroup>
  );
}

/** Opening an item: the page it names; an organization or account becomes the most recent of its kind. */
function useOpenEntry() {
  const navigate = useNavigate();
  const setOpen = usePalette((state) => state.setOpen);
  return (entry: PaletteEntry) => {
    if (entry.recent) {
      const { kind, item } = entry.recent;
      const { recent, remember } = useAuthStore.getState();
      // The server's items carry no parent: keep the one known (the organization's recent accounts filter by it).
      const parentId = item.parentId ?? recent[kind]?.find((known) => known.id === item.id)?.parentId;
      remember(kind, { ...item, ...(parentId != null && { parentId }) });
    }
    setOpen(false);
    navigate(entry.path);
  };
}

const NOTHING_CHOSEN: string[] = [];

/**
 * The text field and the list: Chakra's Listbox with its input (an ARIA combobox over a listbox: the focus
 * stays in the field, the arrows, Home and End move the active option, aria-activedescendant names it,
 * Enter opens it; Escape is the dialog's).
 */
function Palette({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [text, setText] = useState('');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const recent = useAuthStore((state) => state.recent);
  const screens = useScreenLinks();
  const { items, searching, failed } = useServerSearch(text);
  const openEntry = useOpenEntry();

  const recents = useMemo(() => recentEntries(recent, text), [recent, text]);
  const screenMatches = screenEntries(screens, text);
  const results = useMemo(() => resultEntries(items ?? [], recents), [items, recents]);
  const entries = [...recents, ...screenMatches, ...results];
  const collection = createListCollection({ items: entries, itemToValue: (entry) => entry.key, itemToString: (entry) => entry.label });
  // The first entry is active until the arrows move; if the active one goes (the text changed), the first again.
  const active = highlighted !== null && collection.has(highlighted) ? highlighted : (collection.firstValue ?? null);
  // After a failure the toast says so: not 'Sin resultados'.
  const nothing = !searching && !failed && entries.length === 0;

  return (
    <Listbox.Root
      collection={collection}
      variant="plain"
      gap="0"
      value={NOTHING_CHOSEN}
      loopFocus
      highlightedValue={active}
      onHighlightChange={(details) => details.highlightedValue !== null && setHighlighted(details.highlightedValue)}
      onSelect={(details) => {
        const entry = collection.find(details.value);
        if (entry) openEntry(entry);
      }}
    >
      <Listbox.Label srOnly>Sugerencias</Listbox.Label>
      <Listbox.Input asChild keyboardPriority="navigate">
        <Input
          ref={inputRef}
          role="combobox"
          aria-expanded={collection.size > 0}
          aria-label="Buscar"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setHighlighted(null);
          }}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Nombre, correo o ID de una organización, cuenta, partner…"
          variant="flushed"
          size="lg"
          ps="4"
          pe="12"
          _focusVisible={{ borderColor: 'colorPalette.focusRing', boxShadow: 'none' }}
        />
      </Listbox.Input>
      <Listbox.Content tabIndex={-1} hidden={collection.size === 0} maxH="min(60dvh, 28rem)" p="2" gap="0.5" overscrollBehavior="contain">
        <Group id="recientes" heading="Recientes" entries={recents} active={active} />
        <Group id="pantallas" heading="Pantallas" entries={screenMatches} active={active} />
        <Group id="resultados" heading="Resultados" entries={results} active={active} />
      </Listbox.Content>
      {/* Outside the listbox (which holds options only), and announced. */}
      <Box role="status" px="4" py={searching || nothing ? '3' : '0'} color="fg.muted" textStyle="sm">
        {searching && (
          <HStack gap="2">
            <Spinner size="xs" aria-hidden="true" />
            Buscando…
          </HStack>
        )}
        {nothing && 'Sin resultados'}
      </Box>
    </Listbox.Root>
  );
}

/**
 * The palette's dialog, open while the palette's state says so. Escape or a click outside closes it, and the
 * focus returns where it was; choosing an item closes it and opens the item's page.
 */
export function PaletteDialog() {
  const open = usePalette((state) => state.open);
  const setOpen = usePalette((state) => state.setOpen);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      placement="top"
      size="lg"
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content overflow="hidden">
            <Dialog.Title srOnly>Buscar en la consola</Dialog.Title>
            <Palette inputRef={inputRef} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar búsqueda" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
