// The kit's CSS, imported once for the whole app: the ui kit's (theme tokens and components) first,
// then the widgets'.
import '@coop-portal/ui/styles.css';
import '@coop-portal/widgets/styles.css';
import './site.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
