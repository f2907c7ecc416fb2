import { describePaths } from '../statechart-paths';

describePaths('form-submit');
