/**
 * The spec's remote-search selector (spec 9: 500 ms, up to 2500 items): a combobox whose options come from
 * `resource.list({ limit: 2500, name })` through the query cache, with only the visible options in the DOM.
 *
 *   <RemoteSelect label="Organización" placeholder="Buscar organización" resource={organizationResource}
 *     itemLabel={(o) => o.name} value={organization} onChange={setOrganization} />
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Box, Combobox, Field, createListCollection, useComboboxContext } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { MAX_LIST_LIMIT, type Envelope } from '@console/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { QueryParams } from './client';
import { FieldLabel } from './FieldLabel';

/** Where the options come from: a resource client or a reference's lookup source. */
export interface SelectSource<T> {
  key: QueryKey;
  id(item: T): number;
  list(params?: QueryParams): Promise<Envelope<T[]>>;
}

export interface RemoteSelectProps<T> {
  /** Field label and accessible name: 'Organización'. */
  label: string;
  /** Loads resource.list({ ...params, limit: 2500, name: <typed text> }) (MAX_LIST_LIMIT from '@console/contracts'). */
  resource: SelectSource<T>;
  itemLabel(item: T): string;
  value: T | null;
  onChange(item: T | null): void;
  /** Placeholder of the search input: 'Buscar organización'. */
  placeholder?: string;
  /** Default 500 ms (spec 9); emptying the text searches at once. */
  debounceMs?: number;
  /** Extra list parameters. */
  params?: QueryParams;
  invalid?: boolean;
  errorText?: string;
  disabled?: boolean;
  /** Marked as required in its label (*). */
  required?: boolean;
}

/** Height of one option; the list shows about a dozen at a time (the content's max height). */
const OPTION_HEIGHT = 32;
const LIST_PADDING = 4;
const LIST_MAX_HEIGHT = 384;
const SHARED_FOR_MS = 60_000;
const estimateSize = () => OPTION_HEIGHT;

/**
 * The list's size as the virtualizer sees it. Before the browser has laid the list out (or where there is
 * no layout, as in jsdom) its height reads 0: assume the full height, so a window of options renders
 * rather than none.
 */
const observeListRect: typeof observeElementRect<HTMLDivElement> = (instance, callback) =>
  observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: LIST_MAX_HEIGHT }));

/**
 * Places the open list again when an ancestor finishes an animation. A dialog scales in with a transform,
 * which makes it the containing block of the fixed list; when the transform ends the list must be placed
 * against the viewport again, though its input did not move (so nothing else would place it again).
 */
function FollowAnimations() {
  const combobox = useComboboxContext();
  const reposition = useRef(combobox.reposition);
  reposition.current = combobox.reposition;
  const { open } = combobox;
  useEffect(() => {
    if (!open) return;
    const again = () => reposition.current();
    document.addEventListener('animationend', again, true);
    return () => document.removeEventListener('animationend', again, true);
  }, [open]);
  return null;
}

export function RemoteSelect<T>({
  label,
  resource,
  itemLabel,
  value,
  onChange,
  placeholder,
  debounceMs = 500,
  params,
  invalid = false,
  errorText,
  disabled = false,
  required = false,
}: RemoteSelectProps<T>): ReactNode {
  const errorId = useId();
  const [open, setOpen] = useState(false);
  // Nothing loads until the selector is first opened (a form may hold several, an edit row per row).
  const [wanted, setWanted] = useState(false);
  // What the user typed since opening; null shows the chosen item's label.
  const [typed, setTyped] = useState<string | null>(null);
  // The applied search: the typed text after the debounce, at once when emptied.
  const [search, setSearch] = useState('');

  const text = (typed ?? '').trim();
  useEffect(() => {
    if (!text || text === search) return;
    const timer = setTimeout(() => setSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, search, debounceMs]);

  const listParams: QueryParams = { ...params, limit: MAX_LIST_LIMIT, name: search || undefined };
  const query = useQuery({
    queryKey: [...resource.key, 'select', listParams],
    queryFn: () => resource.list(listParams),
    enabled: wanted && !disabled,
    // While a search loads, the options shown stay (not an empty list for a moment): one picked meanwhile is picked.
    placeholderData: keepPreviousData,
    // Selectors of one list share a load (a screen may hold one per edit row); writes through the resource
    // machine invalidate [resource.path] and refresh them.
    staleTime: SHARED_FOR_MS,
  });
  const items = useMemo(() => query.data?.resource ?? [], [query.data]);

  // The label function is usually written inline: read the latest one without rebuilding the collection.
  const labelOf = useRef(itemLabel);
  labelOf.current = itemLabel;
  const collection = useMemo(
    () =>
      createListCollection<T>({
        items,
        itemToValue: (item) => String(resource.id(item)),
        itemToString: (item) => labelOf.current(item),
      }),
    [items, resource],
  );

  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  // Stable between renders: a new key function makes the virtualizer re-measure all 2500 options.
  const itemKey = useCallback((index: number) => String(resource.id(items[index])), [items, resource]);
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: items.length,
    getScrollElement: () => listElement,
    estimateSize,
    getItemKey: itemKey,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    overscan: 6,
    observeElementRect: observeListRect,
  });

  function openList() {
    if (disabled) return;
    setWanted(true);
    setOpen(true);
  }

  // Once it sees a close (the `open` given false), the machine gives the focus back to the input in the next frame
  // (zag's setFinalFocus, a requestAnimationFrame), wherever the focus went meanwhile. On a busy machine that frame
  // comes late, after the user (or a test) went on to the next field, and opening on that focus reopened the list
  // just chosen from. That focus is not the user's: until the frame after it, a focus neither opens nor stays.
  const [closes, setCloses] = useState(0);
  const restoring = useRef(false);
  useEffect(() => {
    if (!closes) return;
    restoring.current = true;
    // Two frames: the machine asks for its frame just after this effect (its own effect sends it the close).
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (restoring.current = false))));
    return () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
    };
  }, [closes]);

  function onInputFocus(event: FocusEvent<HTMLInputElement>) {
    if (!restoring.current) return openList();
    // Back to the field the focus was taken from (not to a part of this selector, nor to none).
    const from = event.relatedTarget;
    const root = event.currentTarget.closest('[data-scope="combobox"][data-part="root"]');
    if (from instanceof HTMLElement && !root?.contains(from)) from.focus();
  }

  /** Back to showing the chosen item, and to the full list for the next opening. */
  function settle() {
    setTyped(null);
    setSearch('');
  }

  return (
    <Field.Root invalid={invalid} disabled={disabled} required={required}>
      <Combobox.Root<T>
        collection={collection}
        // == null: a form field's value may start undefined.
        value={value == null ? [] : [String(resource.id(value))]}
        inputValue={typed ?? (value == null ? '' : itemLabel(value))}
        open={open}
        invalid={invalid}
        disabled={disabled}
        placeholder={placeholder}
        inputBehavior="autohighlight"
        openOnClick
        lazyMount
        unmountOnExit
        // Not portalled, so it works inside modal dialogs; 'fixed' escapes the table's scroll area.
        positioning={{ strategy: 'fixed', placement: 'bottom-start', sameWidth: true }}
        translations={{ clearTriggerLabel: 'Quitar selección', triggerLabel: 'Mostrar opciones' }}
        scrollToIndexFn={({ index }) => virtualizer.scrollToIndex(index, { align: 'auto' })}
        onOpenChange={(details) => {
          if (details.open) openList();
          else {
            setOpen(false);
            setCloses((count) => count + 1);
            settle();
          }
        }}
        onInputValueChange={(details) => {
          // Only typing searches; the machine's own writes (the chosen label, a revert) are ignored.
          if (details.reason !== 'input-change') return;
          setTyped(details.inputValue);
          if (!details.inputValue.trim()) setSearch('');
        }}
        onValueChange={(details) => {
          settle();
          const [chosen] = details.value;
          if (chosen === undefined) onChange(null);
          else {
            const item = details.items[0] ?? collection.find(chosen);
            if (item) onChange(item);
          }
        }}
      >
        <FollowAnimations />
        <FieldLabel label={label} as={Combobox.Label} />
        <Combobox.Control>
          <Combobox.Input onFocus={onInputFocus} aria-describedby={invalid && errorText ? errorId : undefined} />
          <Combobox.IndicatorGroup>
            {/* Reachable with the keyboard too (the default is tabIndex -1). */}
            <Combobox.ClearTrigger tabIndex={0} />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content ref={setListElement} p="0" maxH={`${LIST_MAX_HEIGHT}px`} aria-busy={query.isLoading}>
            <Combobox.Empty>{query.isLoading ? 'Cargando…' : 'No hay resultados'}</Combobox.Empty>
            {items.length > 0 && (
              <Box position="relative" flexShrink="0" style={{ height: virtualizer.getTotalSize() }}>
                {virtualizer.getVirtualItems().map((row) => {
                  const item = items[row.index];
                  return (
                    <Combobox.Item
                      key={row.key}
                      item={item}
                      position="absolute"
                      top="0"
                      insetX="1"
                      style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                    >
                      <Combobox.ItemText truncate>{itemLabel(item)}</Combobox.ItemText>
                      <Combobox.ItemIndicator />
                    </Combobox.Item>
                  );
                })}
              </Box>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {errorText && <Field.ErrorText id={errorId}>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
