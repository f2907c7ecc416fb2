import './ui/tokens.css';
import './app/app.css';
import './app/shell.css';

// index.html's shell is painted before the app's code is run: a frame, then a task after it.
requestAnimationFrame(() => setTimeout(() => void import('./app/start')));
