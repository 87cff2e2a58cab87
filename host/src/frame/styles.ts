/**
 * The app frame's stylesheet (login, social callback, logout, 404, loaders). The first page must stay far
 * below the 250 KB gzip budget, so the frame uses no UI library: this small stylesheet is injected once,
 * as a <style> element, by the frame components. The colours follow the console's Chakra brand palette
 * (shared/ui/src/system.ts, deep teal) so the hand-over to the shell looks like one product.
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
  min-height: 100vh;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: radial-gradient(circle at 20% 0%, #d3eded 0, transparent 45%),
    radial-gradient(circle at 100% 100%, #e4ecf3 0, transparent 40%), #f6f8fa;
  color: var(--kf-text);
  font-family: 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 15px;
  line-height: 1.5;
}
.kf-page *, .kf-page *::before, .kf-page *::after { box-sizing: border-box; }
.kf-card {
  width: 100%;
  max-width: 408px;
  background: #fff;
  border: 1px solid #e6eaee;
  border-radius: 14px;
  box-shadow: 0 1px 2px rgba(16, 24, 40, 0.05), 0 12px 32px -8px rgba(16, 24, 40, 0.14);
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
  border: 1px solid var(--kf-border); border-radius: 8px; background: #fff;
  color: inherit; font: inherit;
  transition: border-color 120ms ease, box-shadow 120ms ease;
}
.kf-input:hover { border-color: #b8c1cb; }
.kf-input:focus { outline: none; border-color: var(--kf-brand); box-shadow: 0 0 0 3px rgba(69, 165, 169, 0.35); }
.kf-input[aria-invalid='true'] { border-color: var(--kf-danger); }
.kf-input[aria-invalid='true']:focus { box-shadow: 0 0 0 3px rgba(180, 35, 24, 0.2); }
.kf-input:disabled { background: #f2f4f7; color: var(--kf-muted); }
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
.kf-secondary { background: #fff; color: var(--kf-text); border-color: var(--kf-border); }
.kf-secondary:hover:not(:disabled) { background: #f6f8fa; border-color: #b8c1cb; }
.kf-link {
  display: inline; padding: 0; border: 0; border-radius: 4px; background: none; cursor: pointer;
  color: var(--kf-brand); font: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 2px;
}
.kf-link:hover { color: var(--kf-brand-strong); }
.kf-row { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; font-size: 14px; }
.kf-alert {
  margin: 0 0 16px; padding: 10px 12px; border-radius: 8px;
  background: var(--kf-danger-soft); border: 1px solid var(--kf-danger-border); color: var(--kf-danger);
  font-size: 14px; font-weight: 500;
}
.kf-notice {
  margin: 0 0 16px; padding: 10px 12px; border-radius: 8px;
  background: var(--kf-brand-soft); border: 1px solid #a8dcdc; color: var(--kf-ok); font-size: 14px;
}
.kf-divider { display: flex; align-items: center; gap: 12px; margin: 22px 0 14px; color: var(--kf-muted); font-size: 13px; }
.kf-divider::before, .kf-divider::after { content: ''; flex: 1; height: 1px; background: #e6eaee; }
.kf-social { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
@media (max-width: 360px) { .kf-social { grid-template-columns: 1fr; } }
.kf-dot { width: 10px; height: 10px; border-radius: 50%; flex: none; }
.kf-center { text-align: center; }
.kf-big { font-size: 56px; font-weight: 800; color: var(--kf-brand); line-height: 1; margin: 0 0 12px; }
.kf-spinner {
  width: 28px; height: 28px; border-radius: 50%;
  border: 3px solid #d3eded; border-top-color: var(--kf-brand);
  animation: kf-spin 0.8s linear infinite;
}
.kf-spinner-sm { width: 16px; height: 16px; border-width: 2px; border-color: rgba(255, 255, 255, 0.45); border-top-color: #fff; }
.kf-loader { display: flex; flex-direction: column; align-items: center; gap: 14px; color: var(--kf-muted); }
@keyframes kf-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kf-spinner { animation-duration: 2.4s; } }
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
