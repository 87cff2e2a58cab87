import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@console/core';
import { App } from './App';

/**
 * Start-up: read the deploy-time config.json (API URLs, brand, each remote's manifest URL), render. The remotes
 * and the error reporting start with the shell (shell/Shell.tsx): the first page needs neither.
 */
async function start() {
  await loadConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
