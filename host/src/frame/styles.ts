/**
 * The app frame's stylesheet (login, social callback, logout, 404, loaders). The first page must stay far
 * below the 250 KB gzip budget, so the frame uses no UI library: this small stylesheet is injected once,
 * as a <style> element, by the frame components. The colours follow the console's Chakra brand palette
 * (shared/ui/src/system.ts, deep teal) so the hand-over to the shell looks like one product. Dark too: the
 * `dark` class the entry script puts on <html> (@console/ui/color-mode) swaps the variables, as the shell's
 * tokens swap.
 */
export const FRAME_CSS = `
body { margin: 0; }
.kf-page {
  --kf-brand: #216e74;
  --kf-brand-strong: #1e5a5f;
  --kf-brand-soft: #eef8f8;
  --kf-ring: #45a5a9;
  --kf-text: #1a202c;
  --kf-muted: #5a6472;
  --kf-border: #d5dbe1;
  --kf-danger: #b42318;
  --kf-danger-soft: #fef3f2;
  --kf-danger-border: #fecdca;
  --kf-ok: #1e5a5f;
  --kf-link: #216e74;
  --kf-link-strong: #1e5a5f;
  --kf-card: #fff;
  --kf-card-border: #e6eaee;
  --kf-field: #fff;
  --kf-field-hover: #b8c1cb;
  --kf-disabled: #f2f4f7;
  --kf-hover: #f6f8fa;
  --kf-notice-border: #a8dcdc;
  --kf-track: #d3eded;
  --kf-shadow: 0 1px 2px rgba(16, 24, 40, 0.05), 0 12px 32px -8px rgba(16, 24, 40, 0.14);
  --kf-backdrop: radial-gradient(circle at 20% 0%, #d3eded 0, transparent 45%),
    radial-gradient(circle at 100% 100%, #e4ecf3 0, transparent 40%), #f6f8fa;
  min-height: 100vh;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: var(--kf-backdrop);
  color: var(--kf-text);
  font-family: 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 15px;
  line-height: 1.5;
}
.kf-page *, .kf-page *::before, .kf-page *::after { box-sizing: border-box; }
.kf-card {
  width: 100%;
  max-width: 408px;
  background: var(--kf-card);
  border: 1px solid var(--kf-card-border);
  border-radius: 14px;
  box-shadow: var(--kf-shadow);
  padding: 32px 32px 28px;
}
@media (max-width: 480px) { .kf-card { padding: 24px 20px 20px; } }
.kf-brand { display: flex; align-items: center; gap: 10px; margin-bottom: 24px; font-weight: 700; font-size: 17px; letter-spacing: 0.01em; }
.kf-mark {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; border-radius: 9px;
  background: var(--kf-brand); color: #fff; font-size: 16px; font-weight: 800;
}
.kf-title { margin: 0 0 4px; font-size: 22px; font-weight: 700; line-height: 1.25; }
.kf-subtitle { margin: 0 0 20px; color: var(--kf-muted); font-size: 14px; }
.kf-form { display: flex; flex-direction: column; gap: 16px; margin: 0; }
.kf-field { display: flex; flex-direction: column; gap: 6px; }
.kf-label { font-size: 14px; font-weight: 600; }
.kf-input {
  width: 100%; height: 42px; padding: 0 12px;
  border: 1px solid var(--kf-border); border-radius: 8px; background: var(--kf-field);
  color: inherit; font: inherit;
  transition: border-color 120ms ease, box-shadow 120ms ease;
}
.kf-input:hover { border-color: var(--kf-field-hover); }
.kf-input:focus { outline: none; border-color: var(--kf-brand); box-shadow: 0 0 0 3px rgba(69, 165, 169, 0.35); }
.kf-input[aria-invalid='true'] { border-color: var(--kf-danger); }
.kf-input[aria-invalid='true']:focus { box-shadow: 0 0 0 3px rgba(180, 35, 24, 0.2); }
.kf-input:disabled { background: var(--kf-disabled); color: var(--kf-muted); }
.kf-code { text-align: center; font-size: 24px; height: 52px; letter-spacing: 0.5em; padding-left: 0.5em; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.kf-field-error { margin: 0; color: var(--kf-danger); font-size: 13px; }
.kf-hint { margin: 0; color: var(--kf-muted); font-size: 13px; }
.kf-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  height: 42px; padding: 0 16px; width: 100%;
  border: 1px solid transparent; border-radius: 8px; cursor: pointer;
  font: inherit; font-weight: 600; text-decoration: none;
  transition: background-color 120ms ease, border-color 120ms ease, box-shadow 120ms ease;
}
.kf-button:focus-visible, .kf-link:focus-visible { outline: none; box-shadow: 0 0 0 3px rgba(69, 165, 169, 0.45); }
.kf-button:disabled { cursor: not-allowed; opacity: 0.6; }
.kf-primary { background: var(--kf-brand); color: #fff; }
.kf-primary:hover:not(:disabled) { background: var(--kf-brand-strong); }
.kf-secondary { background: var(--kf-card); color: var(--kf-text); border-color: var(--kf-border); }
.kf-secondary:hover:not(:disabled) { background: var(--kf-hover); border-color: var(--kf-field-hover); }
.kf-link {
  display: inline; padding: 0; border: 0; border-radius: 4px; background: none; cursor: pointer;
  color: var(--kf-link); font: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 2px;
}
.kf-link:hover { color: var(--kf-link-strong); }
.kf-row { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; font-size: 14px; }
.kf-alert {
  margin: 0 0 16px; padding: 10px 12px; border-radius: 8px;
  background: var(--kf-danger-soft); border: 1px solid var(--kf-danger-border); color: var(--kf-danger);
  font-size: 14px; font-weight: 500;
}
.kf-notice {
  margin: 0 0 16px; padding: 10px 12px; border-radius: 8px;
  background: var(--kf-brand-soft); border: 1px solid var(--kf-notice-border); color: var(--kf-ok); font-size: 14px;
}
.kf-divider { display: flex; align-items: center; gap: 12px; margin: 22px 0 14px; color: var(--kf-muted); font-size: 13px; }
.kf-divider::before, .kf-divider::after { content: ''; flex: 1; height: 1px; background: var(--kf-card-border); }
.kf-social { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
@media (max-width: 360px) { .kf-social { grid-template-columns: 1fr; } }
.kf-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; }
.kf-center { text-align: center; }
.kf-big { font-size: 56px; font-weight: 800; color: var(--kf-link); line-height: 1; margin: 0 0 12px; }
.kf-spinner {
  width: 28px; height: 28px; border-radius: 50%;
  border: 3px solid var(--kf-track); border-top-color: var(--kf-link);
  animation: kf-spin 0.8s linear infinite;
}
.kf-spinner-sm { width: 16px; height: 16px; border-width: 2px; border-color: rgba(255, 255, 255, 0.45); border-top-color: #fff; }
.kf-loader { display: flex; flex-direction: column; align-items: center; gap: 14px; color: var(--kf-muted); }
@keyframes kf-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kf-spinner { animation-duration: 2.4s; } }
/* Dark: Chakra's dark greys (gray.950 page, gray.900 card) and the brand's light shades for text on them. */
.dark .kf-page {
  --kf-brand-soft: #0b2427;
  --kf-text: #fafafa;
  --kf-muted: #a1a1aa;
  --kf-border: #3f3f46;
  --kf-danger: #fca5a5;
  --kf-danger-soft: #2c0d0d;
  --kf-danger-border: #7f1d1d;
  --kf-ok: #a8dcdc;
  --kf-link: #74c3c5;
  --kf-link-strong: #a8dcdc;
  --kf-card: #18181b;
  --kf-card-border: #27272a;
  --kf-field: #111111;
  --kf-field-hover: #52525b;
  --kf-disabled: #27272a;
  --kf-hover: #27272a;
  --kf-notice-border: #1c494d;
  --kf-track: #1c494d;
  --kf-shadow: 0 1px 2px rgba(0, 0, 0, 0.4), 0 12px 32px -8px rgba(0, 0, 0, 0.6);
  --kf-backdrop: radial-gradient(circle at 20% 0%, #0b2427 0, transparent 45%), #09090b;
}
.kf-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

const STYLE_ID = 'console-frame-styles';

/** Adds the frame stylesheet to the document once (idempotent; safe to call on every render). */
export function ensureFrameStyles(doc: Document | undefined = typeof document === 'undefined' ? undefined : document) {
  if (!doc || doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = FRAME_CSS;
  doc.head.appendChild(style);
}
