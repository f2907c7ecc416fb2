import { describePaths } from '../statechart-paths';

describePaths('payment-countdown');
