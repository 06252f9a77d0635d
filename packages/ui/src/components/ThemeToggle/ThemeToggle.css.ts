// ThemeToggle is an IconButton; its look comes from IconButton.css.ts.
export {};
