import { describeCrashSafety } from './crash-safety-suite.js';

describeCrashSafety('postgres');
