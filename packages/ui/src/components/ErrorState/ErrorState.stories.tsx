import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Headset, ServerCrash } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorState } from './ErrorState';

const meta = { title: 'Controls/ErrorState', component: ErrorState, args: { onRetry: fn() } } satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { args: { retrying: true } };

/** As a list page uses it: retry, loading, then the content. */
const Recovering = () => {
  const [state, setState] = useState<'error' | 'retrying' | 'done'>('error');
  if (state === 'done') return <p>Records loaded</p>;
  return (
    <ErrorState
      retrying={state === 'retrying'}
      onRetry={() => {
        setState('retrying');
        setTimeout(() => setState('done'), 300);
      }}
    />
  );
};

export const RetryFlow: Story = {
  render: () => <Recovering />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByText('Records loaded')).toBeInTheDocument());
  },
};

export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    icon: ServerCrash,
    title: 'Game maintenance',
    description: 'This game is being updated. Try one of the other popular games.',
    action: <Button variant="secondary" icon={Headset}>Customer service</Button>,
  },
};

export const SmallFramed: Story = { args: { size: 'small', framed: true } };

export const LongText: Story = {
  args: {
    title: 'The page took longer time to load, please check your network connectivity and try again in a moment',
    description: 'If this keeps happening, your connection may be blocking the game server. Switch between Wi-Fi and mobile data, or contact customer service.',
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { messages: { title: 'حدث خطأ ما', description: 'الاتصال بالشبكة غير طبيعي، يرجى المحاولة مرة أخرى.', retry: 'حاول مرة أخرى' } },
};

export const Light: Story = { globals: { colorMode: 'light' } };
