import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/context';
import { renderWithProvider } from '../../test/render';
import { agentSections, fixedNow } from './AgentShell.fixtures';
import { AgentShell } from './AgentShell';
import type { ClockTimer } from './useClock';

/** A timer the test ticks by hand. */
const manualTimer = () => {
  const ticks = new Map<number, () => void>();
  let next = 1;
  const timer: ClockTimer = {
    setInterval: vi.fn((tick: () => void) => {
      ticks.set(next, tick);
      return next++;
    }),
    clearInterval: vi.fn((handle: unknown) => {
      ticks.delete(handle as number);
    }),
  };
  return {
    timer,
    tick: () => act(() => ticks.forEach((tick) => tick())),
    active: () => ticks.size,
  };
};

const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
  <a data-router="yes" href={`/app${href}`} {...props}>
    {children}
  </a>
);

const renderShell = (props: Partial<Parameters<typeof AgentShell>[0]> = {}) => {
  const { timer, tick, active } = manualTimer();
  const onLogout = vi.fn();
  const view = renderWithProvider(
    <AgentShell
      sections={agentSections()}
      nickname="Carlos Mendes"
      onLogout={onLogout}
      now={fixedNow}
      timer={timer}
      timeZone="America/Sao_Paulo"
      {...props}
    >
      <p>Team overview page</p>
    </AgentShell>,
    { linkComponent: RouterLink },
  );
  return { ...view, timer, tick, active, onLogout };
};

describe('AgentShell', () => {
  it('shows the time and GMT offset of the given time zone', () => {
    renderShell();
    expect(screen.getByText('07:04:05')).toBeInTheDocument();
    expect(screen.getByText('2026-11-21')).toBeInTheDocument();
    expect(screen.getByText('GMT-03:00')).toBeInTheDocument();
    expect(screen.getByText('07:04:05').closest('time')).toHaveAttribute(
      'dateTime',
      '2026-11-21T10:04:05.000Z',
    );
  });

  it('clock updates every second', () => {
    let instant = new Date('2026-11-21T10:04:05Z').getTime();
    const { timer, tick } = renderShell({ now: () => new Date(instant), timeZone: 'Asia/Dhaka' });
    expect(timer.setInterval).toHaveBeenCalledWith(expect.any(Function), 1000);
    expect(screen.getByText('16:04:05')).toBeInTheDocument();
    instant += 1000;
    tick();
    expect(screen.getByText('16:04:06')).toBeInTheDocument();
    expect(screen.getByText('GMT+06:00')).toBeInTheDocument();
  });

  it('stops its timer when it unmounts', () => {
    const { unmount, active, timer } = renderShell();
    expect(active()).toBe(1);
    unmount();
    expect(timer.clearInterval).toHaveBeenCalled();
    expect(active()).toBe(0);
  });

  it('shows the nickname and logs out through onLogout', async () => {
    const { user, onLogout } = renderShell();
    expect(screen.getByText('Carlos Mendes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('menu links go through the linkComponent and mark the current page', () => {
    renderShell();
    // jsdom matches no media query: the sidebar keeps its small-screen display:none, so look past it
    const nav = screen.getByRole('navigation', { name: 'Agent center', hidden: true });
    const current = within(nav).getByRole('link', { name: 'Team overview', hidden: true });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/app/agentHome/agentTeamOverview');
    expect(current).toHaveAttribute('data-router', 'yes');
    expect(
      within(nav).getByRole('link', { name: 'Team management', hidden: true }),
    ).not.toHaveAttribute('aria-current');
    expect(
      within(nav).getByRole('link', { name: 'Platform messages 5', hidden: true }),
    ).toBeInTheDocument();
  });

  it('an action item without href is a button that calls onSelect', async () => {
    const onCustomerService = vi.fn();
    const { user } = renderShell({
      sections: agentSections('agentTeamOverview', onCustomerService),
    });
    await user.click(screen.getByRole('button', { name: 'Customer service', hidden: true }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });

  it('the menu button opens the menu in a drawer, and choosing a page closes it', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Agent center' });
    expect(drawer).toHaveAccessibleDescription('Signed in as Carlos Mendes');
    await user.click(within(drawer).getByRole('link', { name: 'My income' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes translated texts through messages', () => {
    renderShell({ messages: { logout: 'Sair', menu: 'Central do agente' } });
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Central do agente', hidden: true }),
    ).toBeInTheDocument();
  });

  it('renders the page in the main landmark', () => {
    renderShell();
    expect(within(screen.getByRole('main')).getByText('Team overview page')).toBeInTheDocument();
  });
});
