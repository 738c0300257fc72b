import { describeFuzzing } from './fuzz-suite.js';

describeFuzzing('sqlite');
