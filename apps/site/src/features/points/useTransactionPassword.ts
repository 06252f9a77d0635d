import { useState } from 'react';

/** The transaction password of a points form: its value, whether it was left empty, and the input's props. */
export function useTransactionPassword() {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    /** Marks an empty password; true when there is one. */
    check(): boolean {
      setMissing(!value);
      return value !== '';
    },
    clear: () => setValue(''),
    input: {
      value,
      missing,
      onChange(next: string) {
        setValue(next);
        setMissing(false);
      },
    },
  };
}
