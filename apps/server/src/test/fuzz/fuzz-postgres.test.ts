import { describeFuzzing } from './fuzz-suite.js';

describeFuzzing('postgres');
