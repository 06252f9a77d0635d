import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PillStatus } from './StatusPill.messages';
import { statusPillMessages } from './StatusPill.messages';
import { StatusPill } from './StatusPill';
import { statusTone } from './statusTone';

const allStatuses = Object.keys(statusPillMessages) as PillStatus[];

describe('StatusPill', () => {
  it('has an English label and a tone for every status of spec §4', () => {
    for (const status of allStatuses) {
      expect(statusPillMessages[status].trim()).not.toBe('');
      expect(statusTone[status]).toMatch(/^(positive|warning|critical|neutral|info)$/);
    }
    expect(allStatuses).toEqual(expect.arrayContaining(['inProcess', 'rejected', 'approved', 'comingSoon', 'partlyReceived', 'notReceived']));
  });

  it('maps outcomes to tones: approved is positive, rejected critical, pending warning, closed neutral', () => {
    expect(statusTone.approved).toBe('positive');
    expect(statusTone.rejected).toBe('critical');
    expect(statusTone.pending).toBe('warning');
    expect(statusTone.partlyReceived).toBe('warning');
    expect(statusTone.closed).toBe('neutral');
    expect(statusTone.claim).toBe('info');
  });

  it('shows the label as text and an icon, so colour is not the only signal', () => {
    const { container } = render(<StatusPill status="partlyReceived" />);
    const pill = container.firstElementChild as HTMLElement;
    expect(pill).toHaveTextContent('Partly received');
    expect(pill).toHaveAttribute('data-tone', 'warning');
    expect(pill.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a translated label and keeps English for the rest', () => {
    render(
      <>
        <StatusPill status="approved" messages={{ approved: 'Aprovado' }} />
        <StatusPill status="rejected" messages={{ approved: 'Aprovado' }} />
      </>,
    );
    expect(screen.getByText('Aprovado')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('lets the caller override the tone', () => {
    const { container } = render(<StatusPill status="closed" tone="critical" />);
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'critical');
  });
});
