import { translate, type Translate } from '../i18n';

/** The video screen's messages outside a component, in the language current when it is called. */
export const translateVideo: Translate<'video'> = (key, values) => translate('video', key, values);
