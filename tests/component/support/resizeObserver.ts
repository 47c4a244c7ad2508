// jsdom has no ResizeObserver; Headless UI's anchored panels (Combobox, Menu) need one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
