import './ui/tokens.css';
import './app/app.css';
import './app/shell.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// index.html's shell is painted before the app's code is run: a frame, then a task after it. Then
// React DOM, the start's libraries (i18next's chunk holds them all: vite.config.ts) and the app are
// each run in a task of their own, so that a tap on the shell is answered between them.
async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('i18next');
  await nextTask();
  await import('./app/start');
}
requestAnimationFrame(() => void start());
