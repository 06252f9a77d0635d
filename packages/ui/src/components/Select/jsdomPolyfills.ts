// jsdom lacks the pointer-capture, scrolling and resize APIs that Radix's Select and popper call.
// Test-only: imported by the tests of Select, LanguagePicker, DropdownMenu and MemberMenu.
const proto = Element.prototype as Element & Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => undefined;
proto.releasePointerCapture ??= () => undefined;
proto.scrollIntoView ??= () => undefined;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
