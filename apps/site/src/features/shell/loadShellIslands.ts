/** The one import of the shell's islands (shellIslands.ts). */
export const loadShellIslands = () => import('./shellIslands');
