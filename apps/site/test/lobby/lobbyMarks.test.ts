import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyMarks, markLobby } from '@/features/lobby/catalogue';

describe("the lobby bench's marks", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    performance.clearMarks(lobbyMarks.page);
  });

  it('are set in the browser', () => {
    markLobby(lobbyMarks.page);
    expect(performance.getEntriesByName(lobbyMarks.page)).toHaveLength(1);
  });

  it("are not set in a server's render, where Node would keep every one for good", () => {
    vi.stubGlobal('window', undefined);
    markLobby(lobbyMarks.page);
    expect(performance.getEntriesByName(lobbyMarks.page)).toHaveLength(0);
  });
});
