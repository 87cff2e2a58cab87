import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@console/core';
import { App } from './App';
import { installErrorReporting } from './health/report';
import { registerAreaRemotes } from './remotes/registry';

/**
 * Start-up: read the deploy-time config.json (API URLs, brand, each remote's manifest URL), register the
 * remotes with the federation runtime (nothing is fetched from a remote until its area is visited), render.
 */
async function start() {
  const config = await loadConfig();
  registerAreaRemotes(config.remotes);
  installErrorReporting();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
