/**
 * A milestone's description: a rich-text editor (TipTap, ProseMirror underneath) bound to a form field as
 * HTML. Imported by the milestone detail page only, so the library loads with that page's chunk and no
 * other. It writes only what the API keeps (api/src/lib/rich-text.ts): paragraphs, headings 2 and 3, bold,
 * italic, underline, strike, code, lists, quotes, code blocks, rules and http(s)/mailto links.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Field, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { EditorContent, generateHTML, generateJSON, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BUTTON_SIZE, type CustomControl } from '@console/ui';

/** Links the API keeps: http(s) and mailto. */
const LINK_ADDRESS = /^(https?:\/\/|mailto:)\S+$/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => LINK_ADDRESS.test(url) },
  }),
];

/**
 * The editor's HTML; an empty editor is '' (not '<p></p>'), and the empty paragraph the editor keeps after a
 * final list or code block (so the cursor can leave it) is not part of the text.
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));
/** HTML as this editor would write it, to tell a new value from the same one written otherwise ('<br />'). */
const normalized = (html: string) => (html ? generateHTML(generateJSON(html, extensions), extensions) : '');

/** A glyph drawn (a digit in a button's text would have to be part of its name; an emoji depends on fonts). */
const listIcon = (paths: string[]) => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);
const BULLETS = listIcon(['M3 6h.01', 'M3 12h.01', 'M3 18h.01', 'M8 6h13', 'M8 12h13', 'M8 18h13']);
const NUMBERS = listIcon(['M10 6h11', 'M10 12h11', 'M10 18h11', 'M4 6h1v4', 'M4 10h2', 'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1']);
const LINK_ICON = listIcon(['M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71', 'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71']);

function ToolButton({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <IconButton
      size="xs"
      variant={active ? 'solid' : 'ghost'}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** The link of the selection: its address, applied or removed below the toolbar. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  // The text it applies to, as selected when the form opened (typing the address moves the focus away).
  const [{ from, to }] = useState(() => editor.state.selection);
  const valid = LINK_ADDRESS.test(href.trim());
  const selected = () => editor.chain().focus().setTextSelection({ from, to }).extendMarkRange('link');
  const apply = () => {
    if (!valid) return;
    selected().setLink({ href: href.trim() }).run();
    onDone();
  };
  return (
    <Field.Root invalid={href.trim() !== '' && !valid} px="2" pb="2">
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          maxW="md"
          aria-label="Dirección del enlace"
          placeholder="https://…"
          value={href}
          autoFocus
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onDone();
          }}
        />
        <Button size={BUTTON_SIZE.cell} disabled={!valid} onClick={apply}>
          Aplicar enlace
        </Button>
        {editor.isActive('link') && (
          <Button
            size={BUTTON_SIZE.cell}
            variant="outline"
            onClick={() => {
              selected().unsetLink().run();
              onDone();
            }}
          >
            Quitar enlace
          </Button>
        )}
        <Button size={BUTTON_SIZE.cell} variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </HStack>
      <Field.ErrorText>Escribe una dirección http, https o mailto.</Field.ErrorText>
    </Field.Root>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  return (
    <Box borderBottomWidth="1px" bg="bg.subtle">
      <HStack gap="1" p="1" wrap="wrap" role="toolbar" aria-label="Formato de la descripción">
        <ToolButton label="Negrita" active={state.bold} disabled={disabled} onClick={run((c) => c.toggleBold())}>
          <strong>B</strong>
        </ToolButton>
        <ToolButton label="Cursiva" active={state.italic} disabled={disabled} onClick={run((c) => c.toggleItalic())}>
          <em>I</em>
        </ToolButton>
        <ToolButton label="Encabezado H2" active={state.h2} disabled={disabled} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
          H2
        </ToolButton>
        <ToolButton label="Encabezado H3" active={state.h3} disabled={disabled} onClick={run((c) => c.toggleHeading({ level: 3 }))}>
          H3
        </ToolButton>
        <ToolButton label="Lista con viñetas" active={state.bullets} disabled={disabled} onClick={run((c) => c.toggleBulletList())}>
          {BULLETS}
        </ToolButton>
        <ToolButton label="Lista numerada" active={state.numbers} disabled={disabled} onClick={run((c) => c.toggleOrderedList())}>
          {NUMBERS}
        </ToolButton>
        <ToolButton label="Enlace" active={state.link || linking} disabled={disabled} onClick={() => setLinking((open) => !open)}>
          {LINK_ICON}
        </ToolButton>
        <ToolButton label="Deshacer" disabled={disabled || !state.canUndo} onClick={run((c) => c.undo())}>
          ↶
        </ToolButton>
        <ToolButton label="Rehacer" disabled={disabled || !state.canRedo} onClick={run((c) => c.redo())}>
          ↷
        </ToolButton>
      </HStack>
      {linking && !disabled && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </Box>
  );
}

/**
 * The field's control: typing changes the form's value (the form is then dirty, and the screen asks before
 * leaving it unsaved); a value that changes from outside (the record reloaded, a reset) replaces the text.
 */
export function RichTextEditor({ control, editable = true }: { control: CustomControl; editable?: boolean }) {
  const { value, onChange, onBlur, label, invalid, errorText } = control;
  const labelId = useId();
  const html = typeof value === 'string' ? value : '';
  // The last value this editor wrote or was given: another one comes from outside.
  const known = useRef(html);
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions,
    content: html,
    editable,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(invalid && { 'aria-invalid': 'true' }) } },
    onUpdate: ({ editor: e }) => {
      known.current = htmlOf(e);
      latest.current.onChange(known.current);
    },
    onBlur: () => latest.current.onBlur(),
  });
  useEffect(() => {
    if (!editor || html === known.current) return;
    known.current = html;
    // The same text written otherwise (the API closes void tags) keeps the cursor where it is.
    if (normalized(html) !== htmlOf(editor)) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  return (
    <Field.Root invalid={invalid} gridColumn="1 / -1">
      <Field.Label id={labelId}>{label}</Field.Label>
      <Box
        w="full"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        borderRadius="l2"
        bg={editable ? 'bg' : 'bg.muted'}
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        css={{
          '& .ProseMirror': { minHeight: '40', maxHeight: '96', overflowY: 'auto', padding: '3', outline: 'none' },
          '& .ProseMirror > * + *': { marginTop: '2' },
          '& .ProseMirror h2': { textStyle: 'xl', fontWeight: 'semibold' },
          '& .ProseMirror h3': { textStyle: 'lg', fontWeight: 'semibold' },
          '& .ProseMirror ul': { listStyleType: 'disc', paddingInlineStart: '6' },
          '& .ProseMirror ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
          '& .ProseMirror blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
          '& .ProseMirror code': { fontFamily: 'mono', bg: 'bg.muted', paddingInline: '1', borderRadius: 'sm' },
          '& .ProseMirror pre': { fontFamily: 'mono', bg: 'bg.muted', padding: '3', borderRadius: 'md', whiteSpace: 'pre-wrap' },
          '& .ProseMirror a': { color: 'colorPalette.fg', textDecoration: 'underline' },
          '& .ProseMirror hr': { borderColor: 'border' },
        }}
      >
        {editor && <Toolbar editor={editor} disabled={!editable} />}
        <EditorContent editor={editor} />
      </Box>
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : <Text textStyle="xs" color="fg.muted">Negrita, listas, encabezados y enlaces; se guarda como HTML.</Text>}
    </Field.Root>
  );
}
