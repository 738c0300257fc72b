import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Select from 'react-select';
import { townMatches } from '@inai/shared';
import { useI18n } from '../../lib/i18n';
import type { SearchableSelectProps } from './searchable-select';

// react-select styles itself with emotion, which adds <style> elements; under our
// Content-Security-Policy they must carry the nonce the server put into the page.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const cache = createCache({ key: 'inai', ...(nonce && !nonce.startsWith('__') ? { nonce } : {}) });

const MAROON = '#7b1e3a';

/** react-select itself; loaded only where a searchable select is shown. */
export default function SearchableSelectImpl({
  inputId,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  invalid,
  describedBy,
}: SearchableSelectProps) {
  const { t } = useI18n();
  // A value the list does not hold (an old stored town) is shown as it is stored.
  const selected = value ? (options.find((o) => o.value === value) ?? { value, label: value }) : null;
  return (
    <CacheProvider value={cache}>
      <Select
        inputId={inputId}
        options={options}
        value={selected}
        // The label on screen, the stored name or another name: "கோவை", "Coimbatore" and "Kovai" all find Coimbatore.
        filterOption={(option, input) => townMatches(input, [option.label, option.value, ...(option.data.keywords ?? [])])}
        onChange={(option) => onChange(option?.value ?? '')}
        placeholder={placeholder}
        isClearable
        isSearchable
        isDisabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        noOptionsMessage={() => t('profile.noMatchingCity')}
        styles={{
          control: (base, state) => ({
            ...base,
            minHeight: 42,
            borderRadius: 8,
            borderColor: invalid ? '#ef4444' : state.isFocused ? '#a8325a' : '#f9dfe6',
            boxShadow: state.isFocused ? '0 0 0 2px #f1bccb' : 'none',
            backgroundColor: state.isDisabled ? '#fbf3e8' : 'white',
            fontSize: 14,
          }),
          option: (base, state) => ({
            ...base,
            fontSize: 14,
            backgroundColor: state.isSelected ? MAROON : state.isFocused ? '#fdf2f5' : 'white',
            color: state.isSelected ? 'white' : '#2b1b17',
          }),
          menu: (base) => ({ ...base, zIndex: 30 }),
        }}
      />
    </CacheProvider>
  );
}
