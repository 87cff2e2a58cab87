/**
 * The Chakra the console shares: the names of `@chakra-ui/react` every app may import, and nothing else of it.
 *
 * A shared module ships whole, untree-shaken, so sharing the package itself sent all of Chakra (some ninety
 * components, their zag machines and every recipe: 245 KB brotli) to the first screen, which uses a third of it.
 * The host provides a module that exports these names only (`chakraModule` in ./federation.cjs), and its design
 * system holds the recipes of these components only (shared/ui/src/system.ts; system.test.ts checks that each
 * name here finds its recipes there).
 *
 * Adding a name: add it here (and its recipes to system.ts), then deploy the host before the remote that uses it.
 * Each build fails on a name it imports that is not here; each version.json lists the names a remote imports or
 * the host provides (`@chakra-ui/react:Name`), so the release guard refuses a remote beside a host that lacks
 * one and the host's release plan runs the remote's version before (host/src/remotes/plan.ts). Removing a name
 * is the same as removing a core name: only once no live remote imports it.
 */
const CHAKRA_NAMES = [
  // Layout and text
  'Box', 'Flex', 'HStack', 'Stack', 'SimpleGrid', 'Spacer', 'Wrap', 'Heading', 'Text', 'Image', 'Link', 'LinkOverlay',
  'List', 'Kbd', 'VisuallyHidden', 'Portal', 'chakra',
  // Controls and feedback
  'Alert', 'Avatar', 'Badge', 'Breadcrumb', 'Button', 'CloseButton', 'IconButton', 'Card', 'Checkbox', 'ColorSwatch',
  'Combobox', 'DataList', 'DatePicker', 'Dialog', 'Drawer', 'Field', 'Fieldset', 'Input', 'Listbox', 'NativeSelect',
  'Progress', 'RadioGroup', 'Skeleton', 'Spinner', 'Stat', 'Switch', 'Table', 'Tabs', 'Tag', 'Textarea', 'Toast',
  'Toaster',
  // Providers, collections, hooks and the system's own functions
  'ChakraProvider', 'createListCollection', 'createSystem', 'createToaster', 'defineConfig', 'parseDate',
  'useComboboxContext',
];

/** How version.json names a Chakra name among the names a remote uses or the host provides. */
const chakraName = (name) => `@chakra-ui/react:${name}`;

module.exports = { CHAKRA_NAMES, chakraName };
