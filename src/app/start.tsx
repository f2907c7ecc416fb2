import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { settingsActor, startActors } from './actors';
import { App } from './App';
import { moreRoutes } from './more-routes';
import { registerServiceWorker } from './offline';
import { whenLoadedAndIdle } from './when-idle';

// Only a link that names a campaign loads the code that records it (the first page does without),
// and its address is read before the first page can move on from it.
const entry = window.location.href;
if (new URL(entry).searchParams.get('impressions')) void import('./drainage').then((d) => d.recordDrainageVisit(entry));

startActors();
// Loaded beside the first page, not in its code: no form is submitted before it is drawn.
void import('./reveal-first-error').then((m) => m.revealFirstInvalidField(document));
// The pages past the tabs: a deep page's first load asks for them (its HTML preloads them), a tab page's next tap soon.
whenLoadedAndIdle(() => void moreRoutes().catch(() => {}));
// The first locale is loaded before anything is drawn, so no text flashes untranslated.
await waitFor(settingsActor, (s) => !s.matches('loading'));
// As a transition, React renders the first page in slices that let the phone answer a tap between them.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
registerServiceWorker();

