import { describePaths } from '../statechart-paths';

describePaths('refund');
