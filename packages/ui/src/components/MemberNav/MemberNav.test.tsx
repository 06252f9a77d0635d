import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberNav } from './MemberNav';
import { memberNavSections } from './MemberNav.fixtures';

describe('MemberNav', () => {
  it('is a named navigation whose current page link says so', () => {
    render(<MemberNav label="Member center" sections={memberNavSections} current="transferFund" />);
    const nav = screen.getByRole('navigation', { name: 'Member center' });
    expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('list', { name: 'Records' })).toBeInTheDocument();
  });

  it('shows unread badges in the link names, none for zero, capped at 99+', () => {
    render(<MemberNav label="Member center" sections={memberNavSections} messages={{ unread: '{count} não lidas' }} />);
    expect(screen.getByRole('link', { name: 'Reward center 2 não lidas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mission activity' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Platform information 99+ não lidas' })).toHaveAttribute('href', '/member/messageV2');
  });
});
