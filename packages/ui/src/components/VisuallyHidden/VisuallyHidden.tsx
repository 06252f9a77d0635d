import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof RadixVisuallyHidden.Root>;

/** Text for screen readers only (Radix VisuallyHidden). */
export const VisuallyHidden = (props: VisuallyHiddenProps) => <RadixVisuallyHidden.Root {...props} />;
VisuallyHidden.displayName = 'VisuallyHidden';
