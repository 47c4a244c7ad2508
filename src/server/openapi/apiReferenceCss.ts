/** The stylesheet of the API reference page (`/api-docs/reference.css`): the app's CSP allows no inline style. */
export const API_REFERENCE_CSS = `
:root { color-scheme: light dark; --line: #8884; --muted: #6b7280; --accent: #0e7490; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem; }
header { border-bottom: 1px solid var(--line); }
h1 { margin: 0 0 0.25rem; font-size: 1.6rem; }
h2 { margin: 2rem 0 0.5rem; font-size: 1.3rem; border-bottom: 1px solid var(--line); }
h3 { margin: 1rem 0 0.25rem; font-size: 1rem; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, monospace; font-size: 0.85rem; }
pre { overflow-x: auto; padding: 0.5rem 0.75rem; border: 1px solid var(--line); border-radius: 0.375rem; max-height: 24rem; }
details.operation { border: 1px solid var(--line); border-radius: 0.5rem; margin: 0.5rem 0; }
details.operation > summary { cursor: pointer; padding: 0.5rem 0.75rem; display: flex; gap: 0.75rem; align-items: baseline; flex-wrap: wrap; }
details.operation > div { padding: 0 0.75rem 0.75rem; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; font-weight: 700; font-size: 0.8rem; padding: 0.1rem 0.4rem; border-radius: 0.25rem; color: #fff; background: #475569; }
.method.get { background: #0369a1; } .method.post { background: #15803d; } .method.put { background: #b45309; }
.method.patch { background: #7c3aed; } .method.delete { background: #b91c1c; }
.summary { color: var(--muted); }
.access { font-size: 0.8rem; border: 1px solid var(--line); border-radius: 1rem; padding: 0 0.5rem; }
table { border-collapse: collapse; width: 100%; margin: 0.25rem 0 0.75rem; }
th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--line); }
th { font-size: 0.8rem; color: var(--muted); font-weight: 600; }
.status { font-weight: 700; }
`;
