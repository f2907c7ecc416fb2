import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { settingsActor, startActors } from './app/actors';
import { App } from './app/App';
import './ui/tokens.css';
import './app/app.css';
import './app/shell.css';

startActors();
// The first locale is loaded before anything is drawn, so no text flashes untranslated.
await waitFor(settingsActor, (s) => !s.matches('loading'));
createRoot(document.getElementById('root')!).render(<App />);

if (new URLSearchParams(window.location.search).has('impressions')) {
  void import('../services/system').then((system) => system.addDrainageVisit(window.location.href)).catch(() => {});
}
