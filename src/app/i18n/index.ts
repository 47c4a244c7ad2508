export { i18n, activateLanguage, currentLanguage, loadCatalogues } from './catalogues';
export { translate, useT, useLanguage, type Translate, type MessageValues } from './translate';
export { chooseDeviceLanguage, startLanguage, wantedLanguage, DEVICE_LANGUAGE_KEY } from './language';
export * from './format';
export { NAMESPACES, type Namespace, type MessageKey } from './namespaces';
