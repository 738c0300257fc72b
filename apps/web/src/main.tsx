import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLocale, startI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first paint is in the visitor's language: its texts (preloaded by index.html) come first.
await startI18n(initialLocale());
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
