import { describeCrashSafety } from './crash-safety-suite.js';

describeCrashSafety('sqlite');
