// Box is styled entirely by sprinkles (../../css/sprinkles.css.ts) and the element resets.
export {};
