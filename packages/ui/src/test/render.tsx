import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CroupierProviderProps } from '../provider/CroupierProvider';
import { CroupierProvider } from '../provider/CroupierProvider';

/** Renders inside a CroupierProvider and returns a user-event session with it. */
export const renderWithProvider = (ui: ReactElement, options: Omit<CroupierProviderProps, 'children'> = {}) => ({
  user: userEvent.setup(),
  ...render(<CroupierProvider {...options}>{ui}</CroupierProvider>),
});
