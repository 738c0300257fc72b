import { describe, expect, it } from 'vitest';
import { barrelExports, namedImports } from './first-page-chunk';

describe('the first page chunk reads icon imports by name', () => {
  it('takes the names a module imports, not its types or aliases', () => {
    const source = [
      "import { Mail, MapPin as Pin, type LucideIcon } from 'lucide-react';",
      "import type { IconNode } from 'lucide-react';",
      "import {\n  LogIn,\n  X,\n} from 'lucide-react';",
      "import { Search } from 'lucide-react-native';",
    ].join('\n');
    expect(namedImports(source, 'lucide-react')).toEqual(['Mail', 'MapPin', 'LogIn', 'X']);
  });

  it('maps every exported alias of a barrel to its file', () => {
    const code =
      "export { default as ShieldAlert, default as ShieldExclamationPoint } from './icons/shield-exclamation-point.mjs';\n" +
      "export { default as Mail } from './icons/mail.mjs';";
    const table = barrelExports(code, '/x/lucide-react/dist/esm/lucide-react.mjs');
    expect(table.get('ShieldAlert')).toBe('/x/lucide-react/dist/esm/icons/shield-exclamation-point.mjs');
    expect(table.get('ShieldExclamationPoint')).toBe(table.get('ShieldAlert'));
    expect(table.get('Mail')).toBe('/x/lucide-react/dist/esm/icons/mail.mjs');
    expect(table.has('default')).toBe(false);
  });
});
