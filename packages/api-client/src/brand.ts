/** The product's name lives here only: renaming Bicla is a one-line change (docs/decisions/d1-name-and-registry-number.md). */
export const PRODUCT_NAME = 'Bicla';
export const PRODUCT_TAGLINE = 'Registo Nacional de Bicicletas';
export const PRODUCT_TITLE = `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}`;
export const REGISTRY_NUMBER_LABEL = `Número ${PRODUCT_NAME}`;
/** Slug of the team block on /about-us (`{product}-team` in the spec). */
export const TEAM_BLOCK_SLUG = `${PRODUCT_NAME.toLowerCase()}-team`;
