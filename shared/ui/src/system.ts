import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breadcrumbSlotRecipe, breakpoints, buttonRecipe,
  cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe, colorSwatchRecipe, comboboxSlotRecipe, cssVarsPrefix,
  cssVarsRoot, dataListSlotRecipe, datePickerSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, fieldsetSlotRecipe,
  fieldSlotRecipe, globalCss, headingRecipe, iconRecipe, inputRecipe, kbdRecipe, keyframes, layerStyles, linkRecipe,
  listboxSlotRecipe, listSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe, radioGroupSlotRecipe,
  radiomarkRecipe, semanticTokens, skeletonRecipe, spinnerRecipe, statSlotRecipe, switchSlotRecipe, tableSlotRecipe,
  tabsSlotRecipe, tagSlotRecipe, textareaRecipe, textStyles, toastSlotRecipe, tokens,
} from '@chakra-ui/react/theme';

/** The console's one font, loaded by every app's page (index.html), with the system's as the fallback. */
const FONT = "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Chakra's default theme with the recipes of the components the console shares only
 * (shared/build/webpack/chakra.cjs; system.test.ts checks each one finds its recipes here). Chakra's
 * `defaultConfig` holds all of them, and brought every component's anatomy with them to the first screen.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      colorSwatch: colorSwatchRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      listbox: listboxSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The console's design system: Chakra's defaults plus one restrained brand palette (a deep teal) and one font.
 * Light and dark (colorMode.ts): the brand's semantic tokens name a shade per mode, as Chakra's own palettes
 * do; `solid` stays brand.600 in both, as white text on it keeps 5.9:1.
 */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    // Who asks the system for less motion gets none that is decorative: dialogs, toasts, menus and skeletons show at
    // once (WCAG 2.3.3). A spinner keeps turning, slowly: it says that something is on its way.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '1ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '1ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    '.chakra-spinner': { _motionReduce: { animationDuration: '2.4s !important', animationIterationCount: 'infinite !important' } },
  },
  theme: {
    tokens: {
      fonts: { body: { value: FONT }, heading: { value: FONT } },
      colors: {
        brand: {
          50: { value: '#eef8f8' },
          100: { value: '#d3eded' },
          200: { value: '#a8dcdc' },
          300: { value: '#74c3c5' },
          400: { value: '#45a5a9' },
          500: { value: '#2b898e' },
          600: { value: '#216e74' },
          700: { value: '#1e5a5f' },
          800: { value: '#1c494d' },
          900: { value: '#193d41' },
          950: { value: '#0b2427' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // A field's error text (and every fg.error) at 4.5:1 or more on white: Chakra's red.500 reads 3.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        // White on a success or warning toast (and any solid green or orange) at 4.5:1 or more: the 600s read 3.3–3.6:1.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
