import { describePaths } from '../statechart-paths';

describePaths('chat');
