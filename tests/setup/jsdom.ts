import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { loadCatalogues, NAMESPACES } from '../../src/app/i18n';

// Components render in English, every catalogue at hand, as the English tests expect.
await loadCatalogues('en', NAMESPACES);
